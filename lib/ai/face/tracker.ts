/**
 * Links per-frame detections into tracks that follow each face (or person) through a clip. Pure, so it is tested
 * with synthetic detections:
 * - association: each sampled frame's detections are matched greedily to the live tracks by overlap (IoU) or,
 *   for small fast-moving faces, by centre distance, each track predicted forward at its last velocity;
 * - gaps: a track missing from a few samples (up to `maxGap` seconds) carries on, and its box is interpolated
 *   over the gap; after a longer absence a new track starts;
 * - noise: a track seen in fewer than `minHits` samples is dropped (a one-frame false positive), unless the
 *   clip had too few samples to tell;
 * - smoothing: centres and sizes are averaged over neighbouring keys (weights 1-2-1), which takes the jitter out
 *   of the detector's boxes without lagging behind real motion.
 */
import { iou } from "./blazeface";
import type { Box } from "@/lib/editor/model/document";

export interface FrameDetections {
  /** Seconds into the source. */
  t: number;
  detections: { box: Box; score: number }[];
}

export interface TrackedSubject {
  keys: { t: number; box: Box }[];
  /** Mean detection score. */
  score: number;
}

export interface TrackerOptions {
  /** Longest absence (seconds) a track survives. */
  maxGap?: number;
  minIou?: number;
  /** Largest centre distance for a match, in box sizes. */
  maxCentreDistance?: number;
  minHits?: number;
  /** Smoothing passes (0 = raw boxes). */
  smoothing?: number;
}

interface LiveTrack {
  keys: { t: number; box: Box }[];
  scores: number[];
}

const centre = (b: Box) => ({ x: b.x + b.w / 2, y: b.y + b.h / 2 });

/** Where a track's box should be at t, moving on at the velocity of its last two keys. */
export function predictBox(keys: readonly { t: number; box: Box }[], t: number): Box {
  const last = keys[keys.length - 1];
  if (keys.length < 2) return last.box;
  const prev = keys[keys.length - 2];
  const dt = last.t - prev.t;
  if (dt <= 0) return last.box;
  const f = (t - last.t) / dt;
  return {
    x: last.box.x + (last.box.x - prev.box.x) * f,
    y: last.box.y + (last.box.y - prev.box.y) * f,
    w: Math.max(0, last.box.w + (last.box.w - prev.box.w) * f),
    h: Math.max(0, last.box.h + (last.box.h - prev.box.h) * f),
  };
}

/** How well a detection fits a predicted box: > 0 is a possible match, higher is better. */
export function affinity(predicted: Box, detected: Box, minIou: number, maxCentreDistance: number): number {
  const overlap = iou(predicted, detected);
  if (overlap >= minIou) return 1 + overlap;
  const a = centre(predicted);
  const b = centre(detected);
  const size = Math.max((predicted.w + predicted.h + detected.w + detected.h) / 4, 1e-6);
  const distance = Math.hypot(a.x - b.x, a.y - b.y) / size;
  return distance <= maxCentreDistance ? 1 - distance / maxCentreDistance : 0;
}

/** 1-2-1 weighted average of centres and sizes; the end keys keep their weight against one neighbour. */
export function smoothKeys(keys: readonly { t: number; box: Box }[], passes = 1): { t: number; box: Box }[] {
  let current = keys.map((k) => ({ t: k.t, box: { ...k.box } }));
  for (let pass = 0; pass < passes && current.length > 2; pass++) {
    current = current.map((key, i) => {
      const around = [current[i - 1], key, key, current[i + 1]].filter((k): k is { t: number; box: Box } => Boolean(k));
      const n = around.length;
      const cx = around.reduce((s, k) => s + k.box.x + k.box.w / 2, 0) / n;
      const cy = around.reduce((s, k) => s + k.box.y + k.box.h / 2, 0) / n;
      const w = around.reduce((s, k) => s + k.box.w, 0) / n;
      const h = around.reduce((s, k) => s + k.box.h, 0) / n;
      return { t: key.t, box: { x: cx - w / 2, y: cy - h / 2, w, h } };
    });
  }
  return current;
}

export function trackDetections(frames: readonly FrameDetections[], options: TrackerOptions = {}): TrackedSubject[] {
  const { maxGap = 0.6, minIou = 0.15, maxCentreDistance = 1.5, minHits = 2, smoothing = 1 } = options;
  const sorted = [...frames].sort((a, b) => a.t - b.t);
  const live: LiveTrack[] = [];
  const done: LiveTrack[] = [];
  for (const frame of sorted) {
    // Tracks absent for longer than maxGap end here.
    for (let i = live.length - 1; i >= 0; i--) {
      if (frame.t - live[i].keys[live[i].keys.length - 1].t > maxGap) done.push(...live.splice(i, 1));
    }
    const pairs: { track: number; det: number; score: number }[] = [];
    live.forEach((track, ti) => {
      const predicted = predictBox(track.keys, frame.t);
      frame.detections.forEach((d, di) => {
        const score = affinity(predicted, d.box, minIou, maxCentreDistance);
        if (score > 0) pairs.push({ track: ti, det: di, score });
      });
    });
    pairs.sort((a, b) => b.score - a.score);
    const trackUsed = new Set<number>();
    const detUsed = new Set<number>();
    for (const pair of pairs) {
      if (trackUsed.has(pair.track) || detUsed.has(pair.det)) continue;
      trackUsed.add(pair.track);
      detUsed.add(pair.det);
      const d = frame.detections[pair.det];
      live[pair.track].keys.push({ t: frame.t, box: d.box });
      live[pair.track].scores.push(d.score);
    }
    frame.detections.forEach((d, di) => {
      if (!detUsed.has(di)) live.push({ keys: [{ t: frame.t, box: d.box }], scores: [d.score] });
    });
  }
  done.push(...live);
  const needed = sorted.length >= minHits * 2 ? minHits : 1;
  return done
    .filter((track) => track.keys.length >= needed)
    .sort((a, b) => a.keys[0].t - b.keys[0].t)
    .map((track) => ({
      keys: smoothKeys(track.keys, smoothing),
      score: track.scores.reduce((s, v) => s + v, 0) / track.scores.length,
    }));
}
