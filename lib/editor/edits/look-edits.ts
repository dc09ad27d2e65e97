/**
 * Edits of a picture's look as pure functions `(doc, args) => ProjectDoc` (the same object when nothing changes):
 * crop, flip, chroma key, LUT, and the item helpers that set a crop edge or a grading control's static value.
 */
import type { ChromaKey, Crop, LutRef, MediaItem, ProjectDoc } from "../model/document";
import { findItem, withItem } from "./edit-helpers";
import { clampCrop, cropEdgeName, type CropProperty, type GradeProperty } from "../render/look";
import type { ColorSettings } from "../model/choices";

const isPicture = (item: { kind: string }): item is MediaItem => item.kind === "video" || item.kind === "image";

function pictureAt(doc: ProjectDoc, itemId: string) {
  const loc = findItem(doc, itemId);
  return loc && isPicture(loc.item) ? { loc, item: loc.item } : null;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The item with one crop edge at `value` (clamped; a crop of nothing is removed). */
export function setCropEdge(item: MediaItem, property: CropProperty, value: number): MediaItem {
  const crop = clampCrop({ left: 0, right: 0, top: 0, bottom: 0, ...item.crop, [cropEdgeName(property)]: value });
  return withCrop(item, crop);
}

function withCrop(item: MediaItem, crop: Crop): MediaItem {
  const next = { ...item };
  if (crop.left || crop.right || crop.top || crop.bottom) next.crop = crop;
  else delete next.crop;
  return next;
}

/** The item with its own colour (the project's until now) and one grading control at `value` (-100..100, 0 removed). */
export function setGradeValue(item: MediaItem, projectColor: ColorSettings, property: GradeProperty, value: number): MediaItem {
  const color = { ...(item.color ?? projectColor) };
  const v = Math.round(Math.min(100, Math.max(-100, value)) * 100) / 100;
  if (v === 0) delete color[property];
  else color[property] = v;
  return { ...item, color };
}

/** Sets some crop edges of a video or picture (fractions of the source, clamped). */
export function setCrop(doc: ProjectDoc, args: { itemId: string; crop: Partial<Crop> }): ProjectDoc {
  const found = pictureAt(doc, args.itemId);
  if (!found) return doc;
  const crop = clampCrop({ left: 0, right: 0, top: 0, bottom: 0, ...found.item.crop, ...args.crop });
  const next = withCrop(found.item, crop);
  return sameJson(next.crop, found.item.crop) ? doc : withItem(doc, found.loc, next);
}

/** Mirrors a video or picture left to right (flipH) and/or top to bottom (flipV). */
export function setFlip(doc: ProjectDoc, args: { itemId: string; flipH?: boolean; flipV?: boolean }): ProjectDoc {
  const found = pictureAt(doc, args.itemId);
  if (!found) return doc;
  const next = { ...found.item };
  for (const key of ["flipH", "flipV"] as const) {
    const v = args[key];
    if (v === undefined) continue;
    if (v) next[key] = true;
    else delete next[key];
  }
  return Boolean(next.flipH) === Boolean(found.item.flipH) && Boolean(next.flipV) === Boolean(found.item.flipV) ? doc : withItem(doc, found.loc, next);
}

/** What a new chroma key starts from: pure green, a fair tolerance, a soft edge and some spill taken out. */
export const defaultChromaKey: ChromaKey = { color: "#00ff00", tolerance: 35, softness: 20, spill: 50 };

const HEX = /^#[0-9a-f]{6}$/i;

/** Sets (some of) the chroma key of a video or picture, starting from the default; null removes it. */
export function setChromaKey(doc: ProjectDoc, args: { itemId: string; key: Partial<ChromaKey> | null }): ProjectDoc {
  const found = pictureAt(doc, args.itemId);
  if (!found) return doc;
  const next = { ...found.item };
  if (args.key === null) delete next.chromaKey;
  else {
    const merged = { ...(found.item.chromaKey ?? defaultChromaKey), ...args.key };
    const pct = (v: number, was: number) => (Number.isFinite(v) ? Math.round(Math.min(100, Math.max(0, v))) : was);
    const base = found.item.chromaKey ?? defaultChromaKey;
    next.chromaKey = {
      color: HEX.test(merged.color) ? merged.color.toLowerCase() : base.color,
      tolerance: pct(merged.tolerance, base.tolerance),
      softness: pct(merged.softness, base.softness),
      spill: pct(merged.spill, base.spill),
    };
  }
  return sameJson(next.chromaKey, found.item.chromaKey) ? doc : withItem(doc, found.loc, next);
}

/** Applies a LUT to a video or picture (its intensity clamped to 0..1); null removes it. */
export function setLut(doc: ProjectDoc, args: { itemId: string; lut: LutRef | null }): ProjectDoc {
  const found = pictureAt(doc, args.itemId);
  if (!found) return doc;
  const next = { ...found.item };
  if (args.lut === null) delete next.lut;
  else {
    const intensity = Number.isFinite(args.lut.intensity) ? Math.min(1, Math.max(0, args.lut.intensity)) : 1;
    next.lut = { ...args.lut, intensity: Math.round(intensity * 100) / 100 };
  }
  return sameJson(next.lut, found.item.lut) ? doc : withItem(doc, found.loc, next);
}
