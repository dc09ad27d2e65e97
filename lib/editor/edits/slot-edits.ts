/**
 * Template media slots (document.ts MediaSlot): filling one with a clip or picture, choosing which part of a longer
 * clip plays in it, emptying it again, and marking items as slots when a project is saved as a template. Pure edits.
 *
 * Filling keeps the slot's time range on the timeline, its transform, keyframes, crop, colour, effects and
 * transitions: only the media changes. A longer clip is trimmed to the slot (its first part, or the part the creator
 * picks with setSlotPart); a shorter clip plays once and its last frame is held to the end of the slot. A transition
 * into or out of the slot is kept as long as the new media leaves room for it (transition-rules.ts).
 */
import {
  EMPTY_SLOT_ASSET,
  itemDuration,
  itemSpeed,
  type MediaAsset,
  type MediaItem,
  type MediaSlot,
  type ProjectDoc,
} from "../model/document";
import { clamp, findItem, isMediaItem, withItem } from "./edit-helpers";

/** A stand-in's tints, in turn, for slots marked without one. */
export const SLOT_TINTS = ["#7c3aed", "#db2777", "#0891b2", "#ea580c", "#16a34a", "#2563eb"] as const;

function slotAt(doc: ProjectDoc, itemId: string) {
  const loc = findItem(doc, itemId);
  if (!loc || !isMediaItem(loc.item) || !loc.item.slot) return null;
  return { loc, item: loc.item as MediaItem & { slot: MediaSlot } };
}

/** Assets no item refers to any more are dropped (an emptied or refilled slot leaves its old media behind). */
function withoutUnusedAssets(doc: ProjectDoc): ProjectDoc {
  const used = new Set<string>();
  for (const track of doc.tracks) for (const item of track.items) if (isMediaItem(item)) used.add(item.assetId);
  const assets = doc.assets.filter((a) => used.has(a.id));
  return assets.length === doc.assets.length ? doc : { ...doc, assets };
}

/**
 * Puts `asset` (a video or a picture) into the slot `itemId`. `sourceStart` picks where in a longer clip the slot's
 * part begins (default 0), clamped so the part ends inside the clip. The slot's length on the timeline never changes.
 * Unchanged document for an unknown item, an item that is not a slot, or audio.
 */
export function fillSlot(doc: ProjectDoc, args: { itemId: string; asset: MediaAsset; sourceStart?: number }): ProjectDoc {
  const found = slotAt(doc, args.itemId);
  const { asset } = args;
  if (!found || asset.kind === "audio") return doc;
  const { loc, item } = found;
  const span = itemDuration(item) * itemSpeed(item);
  const known = asset.kind === "video" && asset.duration !== null && asset.duration > 0 ? asset.duration : null;
  // Longer: a window of the slot's length, by default starting late enough to leave the media a transition into the
  // slot shows before its cut. Shorter (or unknown): from 0, its last frame held to the slot's end.
  const lead = (loc.track.transitions?.find((t) => t.toId === item.id)?.duration ?? 0) / 2;
  const start = known !== null && known > span ? clamp(args.sourceStart ?? lead * itemSpeed(item), 0, known - span) : 0;
  const next: MediaItem = {
    ...item,
    kind: asset.kind,
    assetId: asset.id,
    name: asset.name,
    in: start,
    out: start + span,
  };
  if (asset.kind === "image") {
    delete next.speed;
    delete next.reverse;
    next.in = 0;
    next.out = itemDuration(item);
  }
  const withAsset = doc.assets.some((a) => a.id === asset.id) ? doc : { ...doc, assets: [...doc.assets, asset] };
  return withoutUnusedAssets(withItem(withAsset, loc, next));
}

/**
 * Which part of a filled clip plays in its slot: the part starting at `sourceStart` seconds into the clip, as long as
 * the slot (clamped to the clip). Unchanged for pictures, empty slots and clips no longer than the slot.
 */
export function setSlotPart(doc: ProjectDoc, args: { itemId: string; sourceStart: number }): ProjectDoc {
  const found = slotAt(doc, args.itemId);
  if (!found || found.item.kind !== "video" || found.item.assetId === EMPTY_SLOT_ASSET) return doc;
  const { loc, item } = found;
  const duration = doc.assets.find((a) => a.id === item.assetId)?.duration ?? null;
  const span = item.out - item.in;
  if (duration === null || duration <= span) return doc;
  const start = clamp(args.sourceStart, 0, duration - span);
  if (Math.abs(start - item.in) < 1e-9) return doc;
  return withItem(doc, loc, { ...item, in: start, out: start + span });
}

/** Empties a filled slot: its stand-in shows again, with the slot's timing, place and effects unchanged. */
export function emptySlot(doc: ProjectDoc, args: { itemId: string }): ProjectDoc {
  const found = slotAt(doc, args.itemId);
  if (!found || found.item.assetId === EMPTY_SLOT_ASSET) return doc;
  const { loc, item } = found;
  const length = itemDuration(item);
  const next: MediaItem = { ...item, kind: "image", assetId: EMPTY_SLOT_ASSET, in: 0, out: length, name: item.slot.label };
  delete next.speed;
  delete next.reverse;
  return withoutUnusedAssets(withItem(doc, loc, next));
}

/**
 * A project's document as a template: the chosen video and picture items become empty slots (in turn tinted, labelled
 * "Clip 1", "Clip 2"… unless already slots), everything else is kept. Ids that are not visual media items are ignored.
 */
export function markSlots(doc: ProjectDoc, itemIds: readonly string[]): ProjectDoc {
  let next = doc;
  let n = 0;
  for (const track of doc.tracks)
    for (const item of track.items) {
      if (!itemIds.includes(item.id) || !isMediaItem(item) || item.kind === "audio") continue;
      n++;
      const slot = item.slot ?? { label: `Clip ${n}`, tint: SLOT_TINTS[(n - 1) % SLOT_TINTS.length] };
      const loc = findItem(next, item.id)!;
      next = withItem(next, loc, { ...item, slot });
      next = emptySlot(next, { itemId: item.id });
    }
  return next;
}
