/**
 * Reframe: when a project's frame becomes narrower or wider than a clip (a 16:9 clip in a 9:16 Short), the clip is
 * scaled to cover the new frame and moved, over time, so that its most important face stays in it. Pure: faces in,
 * an edit out. The faces come from the privacy blur's detector (lib/ai/face), sampled at a reduced rate; the path is
 * smoothed (a dead zone, then a bounded speed), so a still subject gives a still frame and a moving one is followed
 * without jitter. The result is ordinary keyframes of the clip's position (and its scale), which the creator can
 * edit like any other. Where nobody is found, the clip keeps its centre.
 */
import { itemSpeed, type Keyframe, type MediaItem, outputSize, type ProjectDoc } from "../model/document";
import { findItem, withItem } from "../edits/edit-helpers";
import type { Size } from "../render/frame-plan";

/** A face at a source time: its box in 0..1 of the source picture. */
export interface FaceSample {
  t: number;
  faces: { x: number; y: number; w: number; h: number }[];
}

/** Picture widths per second the reframed window may move at most, and moves smaller than this are ignored. */
export const REFRAME_MAX_SPEED = 0.25;
export const REFRAME_DEAD_ZONE = 0.03;

/** The scale (transform.scale) at which a picture of `src` size covers the frame `out` (1 when it already does). */
export function coverScale(src: Size, out: Size): number {
  const fit = Math.min(out.width / src.width, out.height / src.height);
  const cover = Math.max(out.width / src.width, out.height / src.height);
  return cover / fit;
}

/**
 * The centre (0..1 of the source, x and y) to keep in frame at each sample: the largest face's centre; samples with
 * no face hold the last centre found (before the first, the first; with none at all, the middle).
 */
export function subjectCentres(samples: readonly FaceSample[]): { t: number; x: number; y: number }[] {
  const found = samples.map((s) => {
    const face = [...s.faces].sort((a, b) => b.w * b.h - a.w * a.h)[0];
    return face ? { x: face.x + face.w / 2, y: face.y + face.h / 2 } : null;
  });
  const first = found.find((f) => f !== null) ?? { x: 0.5, y: 0.5 };
  let last = first;
  return samples.map((s, i) => {
    last = found[i] ?? last;
    return { t: s.t, ...last };
  });
}

/**
 * A smoothed path of values at times `t` (sorted): a move within the dead zone of the held value is ignored; larger
 * ones are followed at no more than `maxSpeed` per second. Pure and causal-free (both directions are smoothed, so
 * the path starts moving before the subject does, as a camera operator would).
 */
export function smoothPath(points: readonly { t: number; v: number }[], maxSpeed = REFRAME_MAX_SPEED, deadZone = REFRAME_DEAD_ZONE): { t: number; v: number }[] {
  if (points.length === 0) return [];
  // The dead zone: hold the value until the target leaves it.
  const held: number[] = [];
  let hold = points[0].v;
  for (const p of points) {
    if (Math.abs(p.v - hold) > deadZone) hold = p.v;
    held.push(hold);
  }
  // Bounded speed, forwards then backwards: never faster than maxSpeed, arriving no later than the subject.
  const out = [...held];
  for (let i = 1; i < out.length; i++) {
    const step = maxSpeed * (points[i].t - points[i - 1].t);
    out[i] = Math.min(out[i - 1] + step, Math.max(out[i - 1] - step, out[i]));
  }
  for (let i = out.length - 2; i >= 0; i--) {
    const step = maxSpeed * (points[i + 1].t - points[i].t);
    out[i] = Math.min(out[i + 1] + step, Math.max(out[i + 1] - step, out[i]));
  }
  return points.map((p, i) => ({ t: p.t, v: out[i] }));
}

/** Keyframes (linear) of a path, without the points a straight line between their neighbours gives within `tolerance`. */
export function pathKeyframes(path: readonly { t: number; v: number }[], tolerance = 0.002): Keyframe[] {
  if (path.length === 0) return [];
  const kept = [path[0]];
  for (let i = 1; i < path.length - 1; i++) {
    const a = kept[kept.length - 1];
    const c = path[i + 1];
    const b = path[i];
    const expected = a.v + ((c.v - a.v) * (b.t - a.t)) / (c.t - a.t || 1);
    if (Math.abs(expected - b.v) > tolerance) kept.push(b);
  }
  if (path.length > 1) kept.push(path[path.length - 1]);
  // A path that does not move is one value: no keyframes are needed for it.
  if (kept.every((k) => Math.abs(k.v - kept[0].v) <= tolerance)) return [{ t: kept[0].t, value: kept[0].v, easing: "linear" }];
  return kept.map((k) => ({ t: k.t, value: k.v, easing: "linear" }));
}

/**
 * The item reframed for the document's frame: covering it (scale), with its position following the subject found in
 * `samples` (source times) along the axis the picture overflows. Null when the picture already fits the frame's
 * shape (nothing to reframe).
 */
export function reframeItem(doc: ProjectDoc, item: MediaItem, src: Size, samples: readonly FaceSample[]): MediaItem | null {
  const out = outputSize(doc.settings);
  const scale = coverScale(src, out);
  if (scale < 1.01) return null;
  // The picture's size in frame widths and heights once it covers the frame.
  const fit = Math.min(out.width / src.width, out.height / src.height) * scale;
  const pw = (src.width * fit) / out.width;
  const ph = (src.height * fit) / out.height;
  const horizontal = pw > ph;
  const speed = itemSpeed(item);
  const toLocal = (t: number) => (item.reverse ? item.out - t : t - item.in) / speed;
  const centres = subjectCentres(samples);
  const size = horizontal ? pw : ph;
  // Where the picture's centre must be for the subject to be in the frame's middle, within the covering range.
  const along = (centre: number) => Math.min(size / 2, Math.max(1 - size / 2, 0.5 + (0.5 - centre) * size));
  const duration = (item.out - item.in) / speed;
  // The subject's path is smoothed in the source's own units (the dead zone and the speed are shares of the picture).
  const points = centres
    .map((c) => ({ t: toLocal(c.t), v: horizontal ? c.x : c.y }))
    .filter((p) => p.t >= -1e-6 && p.t <= duration + 1e-6)
    .sort((a, b) => a.t - b.t);
  const path = smoothPath(points.length > 0 ? points : [{ t: 0, v: 0.5 }]).map((p) => ({ t: p.t, v: along(p.v) }));
  const keys = pathKeyframes(path);
  const axis = horizontal ? "x" : "y";
  const other = horizontal ? "y" : "x";
  const keyframes = { ...(item.keyframes ?? {}) };
  delete keyframes.scale;
  delete keyframes[other];
  if (keys.length > 1) keyframes[axis] = keys;
  else delete keyframes[axis];
  const still = keys[0]?.value ?? 0.5;
  const transform = { ...item.transform, scale, [axis]: still, [other]: 0.5 };
  const next: MediaItem = { ...item, transform };
  if (Object.keys(keyframes).length > 0) next.keyframes = keyframes;
  else delete next.keyframes;
  return next;
}

/** Applies reframed items (by id) to the document: one edit, one undo step. */
export function applyReframe(doc: ProjectDoc, reframed: ReadonlyMap<string, MediaItem>): ProjectDoc {
  let next = doc;
  for (const [id, item] of reframed) {
    const loc = findItem(next, id);
    if (loc) next = withItem(next, loc, item);
  }
  return next;
}
