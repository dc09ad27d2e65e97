/** Snapping for timeline drags: times pull to nearby item edges and the playhead. */
import { itemEnd, type ProjectDoc } from "../model/document";

/** The candidate nearest to `time` when it lies within `thresholdSeconds` (ties: the earlier one), else `time`. */
export function snapTime(time: number, candidates: readonly number[], thresholdSeconds: number): number {
  let best = time;
  let bestDistance = thresholdSeconds;
  let found = false;
  for (const candidate of candidates) {
    const distance = Math.abs(candidate - time);
    if (distance < bestDistance || (distance === bestDistance && (!found || candidate < best))) {
      best = candidate;
      bestDistance = distance;
      found = true;
    }
  }
  return best;
}

/**
 * Times worth snapping to, sorted and without repeats: the timeline's start (0), the playhead, and both edges of
 * every item except `excludeItemId` (the one being dragged, whose own edges would always be nearest).
 */
export function snapCandidates(doc: ProjectDoc, playhead: number, excludeItemId?: string): number[] {
  const times = new Set<number>([0]);
  if (Number.isFinite(playhead)) times.add(playhead);
  for (const track of doc.tracks) {
    for (const item of track.items) {
      if (item.id === excludeItemId) continue;
      times.add(item.start);
      times.add(itemEnd(item));
    }
  }
  return [...times].sort((a, b) => a - b);
}
