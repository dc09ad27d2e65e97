/**
 * Privacy-blur tracks over time: where a tracked face (or person) is at a source time. Keys are samples of the
 * detector; between two keys the box moves linearly, and around the ends it is held for `hold` seconds (about
 * one sampling step, so a face is covered until the next sample could have missed it). Pure: used by the frame
 * plan (preview and export alike) and by the tracker's tests.
 */
import type { BlurTrack, Box } from "../model/document";

/** Default hold at a track's ends when a document does not say (seconds). */
export const DEFAULT_TRACK_HOLD = 0.2;

export function lerpBox(a: Box, b: Box, f: number): Box {
  return { x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f, w: a.w + (b.w - a.w) * f, h: a.h + (b.h - a.h) * f };
}

/** The track's box at source time t, or null when the track is not on screen then. Keys must be sorted by t. */
export function trackBoxAt(track: Pick<BlurTrack, "keys">, t: number, hold = DEFAULT_TRACK_HOLD): Box | null {
  const { keys } = track;
  if (keys.length === 0) return null;
  const first = keys[0];
  const last = keys[keys.length - 1];
  if (t < first.t - hold || t > last.t + hold) return null;
  if (t <= first.t) return first.box;
  if (t >= last.t) return last.box;
  // Binary search for the last key at or before t.
  let lo = 0;
  let hi = keys.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (keys[mid].t <= t) lo = mid;
    else hi = mid;
  }
  const a = keys[lo];
  const b = keys[hi];
  const span = b.t - a.t;
  return span > 0 ? lerpBox(a.box, b.box, (t - a.t) / span) : b.box;
}

/** Every track's box at source time t (tracks not on screen then are left out). */
export function trackBoxesAt(tracks: readonly BlurTrack[], t: number, hold = DEFAULT_TRACK_HOLD): Box[] {
  const boxes: Box[] = [];
  for (const track of tracks) {
    const box = trackBoxAt(track, t, hold);
    if (box && box.w > 0 && box.h > 0) boxes.push(box);
  }
  return boxes;
}
