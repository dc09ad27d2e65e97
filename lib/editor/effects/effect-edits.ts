/**
 * Effect items on the timeline, as pure edits `(doc, args) => ProjectDoc` (the same object when nothing changes):
 * add an effect over a time range (on one clip, or over everything below it), set a parameter, keyframe a numeric
 * parameter, and the parameters at a time. Trimming, moving, splitting, deleting and undo are the timeline's own
 * edits, which treat an effect item as an item that is its own source (as a title).
 */
import { type EffectItem, itemEnd, type Keyframe, type ProjectDoc, type Track } from "../model/document";
import { findItem, hasItemId, type IdFactory, insertSorted, isFree, TIME_EPSILON, withItem, withTrackItems } from "../edits/edit-helpers";
import { emptyTrack } from "../model/empty-doc";
import { valueAt } from "../model/keyframes";

import { clampParam, defaultParams, effectDefinition, isItemEffect } from "./definitions";
import type { EffectParamValue } from "./types";

const KEY_EPSILON = 1e-4;

/** A seed from an item id: the same id always draws the same particles. */
export function seedOf(id: string): number {
  let h = 2166136261;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 16777619);
  return h | 0;
}

/** The visual tracks an effect track goes after (document order is drawing order within a kind). */
function newEffectTrack(doc: ProjectDoc, newId: IdFactory): { doc: ProjectDoc; index: number } {
  const base = emptyTrack("effect");
  const taken = new Set(doc.tracks.map((t) => t.id));
  const id = taken.has(base.id) ? newId() : base.id;
  const count = doc.tracks.filter((t) => t.kind === "effect").length;
  const track: Track = { ...base, id, name: count === 0 ? base.name : `${base.name} ${count + 1}` };
  const lastEffect = doc.tracks.findLastIndex((t) => t.kind === "effect");
  const lastPicture = doc.tracks.findLastIndex((t) => t.kind === "video" || t.kind === "overlay");
  const index = (lastEffect >= 0 ? lastEffect : lastPicture) + 1;
  const tracks = [...doc.tracks.slice(0, index), track, ...doc.tracks.slice(index)];
  return { doc: { ...doc, tracks }, index };
}

/**
 * Adds effect `effectId` from `start` for `duration` seconds, on the clip `targetId` or over everything below it,
 * on the first effect track free over that range (a new effect track when none is). Refused for an unknown effect,
 * a taken id or an empty range.
 */
export function addEffect(
  doc: ProjectDoc,
  args: { effectId: string; start: number; duration: number; targetId?: string; id: string; newId: IdFactory; params?: Record<string, EffectParamValue> },
): ProjectDoc {
  const def = effectDefinition(args.effectId);
  if (!def || !isItemEffect(def.id) || hasItemId(doc, args.id)) return doc;
  if (!(args.duration > TIME_EPSILON) || !(args.start >= 0)) return doc;
  if (args.targetId !== undefined && !findItem(doc, args.targetId)) return doc;
  const params = { ...defaultParams(def) };
  for (const p of def.params) if (args.params && p.key in args.params) params[p.key] = clampParam(p, args.params[p.key]);
  const item: EffectItem = {
    id: args.id,
    kind: "effect",
    name: def.name,
    effectId: def.id,
    start: args.start,
    in: 0,
    out: args.duration,
    params,
    seed: seedOf(args.id),
    ...(args.targetId ? { targetId: args.targetId } : {}),
  };
  let index = doc.tracks.findIndex((t) => t.kind === "effect" && isFree(t.items, item.start, item.start + args.duration));
  let next = doc;
  if (index < 0) ({ doc: next, index } = newEffectTrack(doc, args.newId));
  return withTrackItems(next, index, insertSorted(next.tracks[index].items, item));
}

/** The effect items of `effectId` on the clip `targetId` (or, without one, over the whole timeline). */
export function effectItemsOf(doc: ProjectDoc, effectId: string, targetId?: string): EffectItem[] {
  const out: EffectItem[] = [];
  for (const track of doc.tracks)
    for (const item of track.items) if (item.kind === "effect" && item.effectId === effectId && item.targetId === targetId) out.push(item);
  return out;
}

/** Removes the items of `effectId` on the clip `targetId` (or over the whole timeline); empty effect tracks go too. */
export function removeEffect(doc: ProjectDoc, args: { effectId: string; targetId?: string }): ProjectDoc {
  const gone = new Set(effectItemsOf(doc, args.effectId, args.targetId).map((i) => i.id));
  if (gone.size === 0) return doc;
  const tracks = doc.tracks
    .map((t) => (t.items.some((i) => gone.has(i.id)) ? { ...t, items: t.items.filter((i) => !gone.has(i.id)) } : t))
    .filter((t) => t.kind !== "effect" || t.items.length > 0);
  return { ...doc, tracks };
}

function effectAt(doc: ProjectDoc, itemId: string) {
  const loc = findItem(doc, itemId);
  if (!loc || loc.item.kind !== "effect") return null;
  const def = effectDefinition(loc.item.effectId);
  return def ? { loc, item: loc.item, def } : null;
}

/** Sets a parameter (clamped to its range); a keyframed one gets its value at item time `at` instead, when given. */
export function setEffectParam(doc: ProjectDoc, args: { itemId: string; key: string; value: EffectParamValue; at?: number }): ProjectDoc {
  const found = effectAt(doc, args.itemId);
  const param = found?.def.params.find((p) => p.key === args.key);
  if (!found || !param) return doc;
  const value = clampParam(param, args.value);
  const keys = found.item.paramKeys?.[args.key];
  if (keys && param.kind === "number" && typeof value === "number") {
    return setEffectParamKey(doc, { itemId: args.itemId, key: args.key, t: args.at ?? 0, value });
  }
  if (found.item.params[args.key] === value) return doc;
  return withItem(doc, found.loc, { ...found.item, params: { ...found.item.params, [args.key]: value } });
}

function withParamKeys(doc: ProjectDoc, found: NonNullable<ReturnType<typeof effectAt>>, key: string, list: Keyframe[] | null): ProjectDoc {
  const paramKeys = { ...(found.item.paramKeys ?? {}) };
  if (list && list.length > 0) paramKeys[key] = [...list].sort((a, b) => a.t - b.t);
  else delete paramKeys[key];
  const next: EffectItem = { ...found.item, paramKeys };
  if (Object.keys(paramKeys).length === 0) delete next.paramKeys;
  return withItem(doc, found.loc, next);
}

/** Sets (or adds) the keyframe of numeric parameter `key` at item time `t`. */
export function setEffectParamKey(doc: ProjectDoc, args: { itemId: string; key: string; t: number; value: number }): ProjectDoc {
  const found = effectAt(doc, args.itemId);
  const param = found?.def.params.find((p) => p.key === args.key);
  if (!found || !param || param.kind !== "number" || !Number.isFinite(args.t)) return doc;
  const t = Math.min(itemEnd(found.item) - found.item.start, Math.max(0, args.t));
  const value = clampParam(param, args.value) as number;
  const list = (found.item.paramKeys?.[args.key] ?? []).filter((k) => Math.abs(k.t - t) >= KEY_EPSILON);
  return withParamKeys(doc, found, args.key, [...list, { t, value, easing: "linear" }]);
}

/** Removes the keyframe of `key` at item time `t` (the parameter keeps that value when it was the last). */
export function removeEffectParamKey(doc: ProjectDoc, args: { itemId: string; key: string; t: number }): ProjectDoc {
  const found = effectAt(doc, args.itemId);
  const keys = found?.item.paramKeys?.[args.key];
  if (!found || !keys) return doc;
  const kept = keys.filter((k) => Math.abs(k.t - args.t) >= KEY_EPSILON);
  if (kept.length === keys.length) return doc;
  const removed = withParamKeys(doc, found, args.key, kept);
  const last = keys.find((k) => Math.abs(k.t - args.t) < KEY_EPSILON);
  return kept.length === 0 && last ? setEffectParam(removed, { itemId: args.itemId, key: args.key, value: last.value }) : removed;
}

/** Every parameter of the item at item-relative time `local`: its value, keyframed where animated, or the default. */
export function effectParamsAt(item: EffectItem, local: number): Record<string, EffectParamValue> {
  const def = effectDefinition(item.effectId);
  if (!def) return { ...item.params };
  const out: Record<string, EffectParamValue> = {};
  for (const p of def.params) {
    const stored = clampParam(p, item.params[p.key]);
    out[p.key] = p.kind === "number" && item.paramKeys?.[p.key] ? (clampParam(p, valueAt(item.paramKeys[p.key], local, stored as number)) as number) : stored;
  }
  return out;
}
