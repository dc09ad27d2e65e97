/**
 * Edits of an item's sound processing (EQ, ducking under speech) and of the project's loudness target. Numbers are
 * clamped into range; values that cannot be read (NaN) refuse the edit, returning the same document. Audio and
 * video items only: images have no sound.
 */
import { type Ducking, type ItemEq, type LoudnessTarget, loudnessTargets, type MediaItem, type ProjectDoc } from "../model/document";
import { clamp, findItem, withItem } from "./edit-helpers";

export const EQ_LIMIT = 24;
export const DUCK_DEPTH_MAX = 60;
export const DUCK_TIME_MAX = 5;

function updateSounding(doc: ProjectDoc, itemId: string, change: (item: MediaItem) => MediaItem): ProjectDoc {
  const loc = findItem(doc, itemId);
  if (!loc || (loc.item.kind !== "audio" && loc.item.kind !== "video")) return doc;
  const next = change(loc.item as MediaItem);
  return next === loc.item ? doc : withItem(doc, loc, next);
}

/** Sets some of the item's EQ bands (dB, -24..24); all bands at 0 removes the EQ. */
export function setEq(doc: ProjectDoc, args: { itemId: string; eq: Partial<ItemEq> }): ProjectDoc {
  const values = Object.values(args.eq);
  if (values.some((v) => typeof v !== "number" || !Number.isFinite(v))) return doc;
  return updateSounding(doc, args.itemId, (item) => {
    const base = item.eq ?? { low: 0, mid: 0, high: 0 };
    const round = (v: number) => Math.round(clamp(v, -EQ_LIMIT, EQ_LIMIT) * 10) / 10;
    const eq = {
      low: round(args.eq.low ?? base.low),
      mid: round(args.eq.mid ?? base.mid),
      high: round(args.eq.high ?? base.high),
    };
    if (item.eq && eq.low === item.eq.low && eq.mid === item.eq.mid && eq.high === item.eq.high) return item;
    const { eq: _old, ...rest } = item;
    void _old;
    if (eq.low === 0 && eq.mid === 0 && eq.high === 0) return item.eq ? rest : item;
    return { ...rest, eq };
  });
}

/** Turns ducking under speech on (with these settings, merged over the current or default ones) or off (null). */
export function setDucking(doc: ProjectDoc, args: { itemId: string; duck: Partial<Ducking> | null; defaults: Ducking }): ProjectDoc {
  const { duck } = args;
  if (duck && Object.values(duck).some((v) => typeof v !== "number" || !Number.isFinite(v))) return doc;
  return updateSounding(doc, args.itemId, (item) => {
    if (!duck) {
      if (!item.duck) return item;
      const { duck: _old, ...rest } = item;
      void _old;
      return rest;
    }
    const base = item.duck ?? args.defaults;
    const next: Ducking = {
      depth: clamp(duck.depth ?? base.depth, 0, DUCK_DEPTH_MAX),
      attack: clamp(duck.attack ?? base.attack, 0, DUCK_TIME_MAX),
      release: clamp(duck.release ?? base.release, 0, DUCK_TIME_MAX),
    };
    if (item.duck && next.depth === item.duck.depth && next.attack === item.duck.attack && next.release === item.duck.release) return item;
    return { ...item, duck: next };
  });
}

/** The export's loudness target: -14, -16 or -23 LUFS; -14 (the default) is stored as absent. */
export function setLoudnessTarget(doc: ProjectDoc, target: number): ProjectDoc {
  if (!(loudnessTargets as readonly number[]).includes(target)) return doc;
  const current = doc.settings.loudnessTarget ?? -14;
  if (current === target) return doc;
  const { loudnessTarget: _old, ...settings } = doc.settings;
  void _old;
  return { ...doc, settings: target === -14 ? settings : { ...settings, loudnessTarget: target as LoudnessTarget } };
}
