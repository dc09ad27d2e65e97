/**
 * Edits for the editor's own sound: a voiceover take or a spoken text put on the audio track at the playhead, and
 * noise reduction switched on or off for an item. Each returns a new document, or the very same one when the edit
 * is refused or changes nothing; the editor records each as one undo step.
 */
import { type MediaAsset, type MediaItem, type ProjectDoc } from "../model/document";
import { findItem, isTime, withItem } from "./edit-helpers";
import { emptyTrack } from "../model/empty-doc";
import { addAsset } from "./property-edits";
import { addItem } from "./placement-edits";
import { itemForAsset } from "../model/sample-doc";

/**
 * The asset (an audio file kept in this browser, or any audio asset) and an item for all of it on the first audio
 * track at `at` seconds (or in the first gap after it that is long enough, as every placement does); an audio
 * track is added when the project has none. Refused when the asset is not audio, has no length, or its id or the
 * item's id is taken.
 */
export function placeSound(doc: ProjectDoc, args: { asset: MediaAsset; itemId: string; at: number }): ProjectDoc {
  const { asset, itemId } = args;
  if (asset.kind !== "audio" || asset.duration === null || !(asset.duration > 0) || !isTime(args.at)) return doc;
  const withAsset = addAsset(doc, { asset });
  if (withAsset === doc) return doc;
  const withTrack = withAsset.tracks.some((t) => t.kind === "audio")
    ? withAsset
    : { ...withAsset, tracks: [...withAsset.tracks, emptyTrack("audio")] };
  const track = withTrack.tracks.find((t) => t.kind === "audio")!;
  const item = itemForAsset(asset, itemId, Math.max(0, args.at), asset.duration);
  const placed = addItem(withTrack, { item, trackId: track.id });
  return placed === withTrack ? doc : placed;
}

/** The placed item (after placeSound), or null. */
export function placedItem(doc: ProjectDoc, itemId: string): MediaItem | null {
  const loc = findItem(doc, itemId);
  return loc && loc.item.kind === "audio" ? loc.item : null;
}

/** Noise reduction on or off for a video or audio item (off removes the field, so old documents stay as they were). */
export function setDenoise(doc: ProjectDoc, args: { itemId: string; denoise: boolean }): ProjectDoc {
  const loc = findItem(doc, args.itemId);
  if (!loc || (loc.item.kind !== "video" && loc.item.kind !== "audio")) return doc;
  const item = loc.item;
  if ((item.denoise === true) === args.denoise) return doc;
  const { denoise: _old, ...rest } = item;
  void _old;
  return withItem(doc, loc, args.denoise ? { ...rest, denoise: true } : rest);
}
