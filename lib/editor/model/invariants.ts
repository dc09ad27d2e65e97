/**
 * The document's structural rules, checked: items sorted by start, no overlaps on a track, out > in >= 0, each
 * item on a track that takes its kind, ids unique, each property's keyframes in time order with no two at one time, each
 * transition on a cut it fits (transition-rules.ts), a template's slot a picture or clip on a picture track.
 * Used by migration, the server and the edit tests.
 */
import { EMPTY_SLOT_ASSET, itemEnd, type ProjectDoc, trackAccepts } from "./document";
import { TIME_EPSILON } from "../edits/edit-helpers";
import { transitionIssues } from "./transition-rules";

/** What is wrong with the document, one sentence each; empty when it keeps every rule. */
export function docIssues(doc: ProjectDoc): string[] {
  const issues: string[] = [];
  const ids = new Set<string>();
  for (const track of doc.tracks) {
    track.items.forEach((item, i) => {
      if (ids.has(item.id)) issues.push(`Item id ${item.id} is used twice`);
      ids.add(item.id);
      if (!trackAccepts[track.kind].includes(item.kind)) issues.push(`Track ${track.id} cannot hold ${item.kind} item ${item.id}`);
      if (!(item.in >= 0 && item.out > item.in)) issues.push(`Item ${item.id} has in ${item.in} and out ${item.out}`);
      if (item.start < 0) issues.push(`Item ${item.id} starts before 0`);
      if ((item.kind === "video" || item.kind === "image" || item.kind === "audio") && (item.slot || item.assetId === EMPTY_SLOT_ASSET)) {
        if (item.kind === "audio" || !item.slot) issues.push(`Item ${item.id} is a slot but not a picture or clip with its slot`);
        else if (track.kind === "audio") issues.push(`Slot ${item.id} is on an audio track`);
      }
      const keyLists = item.kind === "caption" ? {} : item.kind === "effect" ? (item.paramKeys ?? {}) : (item.keyframes ?? {});
      for (const [property, keys] of Object.entries(keyLists) as [string, { t: number }[] | undefined][])
        if (keys?.some((k, j) => j > 0 && k.t <= keys[j - 1].t)) issues.push(`Item ${item.id}'s ${property} keyframes are not in time order`);
      const previous = track.items[i - 1];
      if (!previous) return;
      if (previous.start > item.start) issues.push(`Items ${previous.id} and ${item.id} are out of order`);
      if (itemEnd(previous) > item.start + TIME_EPSILON) issues.push(`Items ${previous.id} and ${item.id} overlap`);
    });
  }
  return [...issues, ...transitionIssues(doc)];
}
