/**
 * Keyframe edits as pure functions `(doc, args) => ProjectDoc` (the same object when nothing changes), and the
 * animation presets. Times are item-relative seconds, kept within the item (0..its length); two keyframes of one
 * property never share a time.
 */
import { type AnimatableProperty, type Easing, itemDuration, type Keyframe, type Keyframes, type MediaItem, type ProjectDoc, type TextItem, type TimelineItem } from "../model/document";
import { findItem, withItem } from "./edit-helpers";
import { cropEdgeOf, cropProperties, gradeProperties, isCropProperty, isGradeProperty } from "../render/look";
import { transformAt, valueAt } from "../model/keyframes";
import { setCropEdge, setGradeValue } from "./look-edits";

/** The properties an item of each kind can animate (colour and blur: pictures; volume: what sounds). */
export function animatablePropertiesOf(item: TimelineItem): readonly AnimatableProperty[] {
  switch (item.kind) {
    case "video":
      return ["x", "y", "scale", "rotation", "opacity", "volume", "blur", "brightness", "contrast", "saturation", ...cropProperties, ...gradeProperties];
    case "image":
      return ["x", "y", "scale", "rotation", "opacity", "blur", "brightness", "contrast", "saturation", ...cropProperties, ...gradeProperties];
    case "audio":
      return ["volume"];
    case "text":
      return ["x", "y", "scale", "rotation", "opacity"];
    default:
      return [];
  }
}

export function itemKeyframes(item: TimelineItem): Keyframes | undefined {
  return item.kind === "caption" || item.kind === "effect" ? undefined : item.keyframes;
}


/** Every keyframe time of the item (item-relative, sorted, each once): the diamonds of the timeline. */
export function keyTimes(item: TimelineItem): number[] {
  const keys = itemKeyframes(item);
  if (!keys) return [];
  const times = new Set<number>();
  for (const list of Object.values(keys)) for (const key of list ?? []) times.add(key.t);
  return [...times].sort((a, b) => a - b);
}

/** Keyframes closer than this (seconds) are at the same time. */
export const KEY_EPSILON = 1e-4;

type Animatable = MediaItem | TextItem;

const same = (a: number, b: number) => Math.abs(a - b) < KEY_EPSILON;

function animatable(doc: ProjectDoc, itemId: string) {
  const loc = findItem(doc, itemId);
  if (!loc || loc.item.kind === "caption" || loc.item.kind === "effect") return null;
  return { loc, item: loc.item as Animatable };
}

function withKeyframes(doc: ProjectDoc, itemId: string, keyframes: Keyframes): ProjectDoc {
  const found = animatable(doc, itemId);
  if (!found) return doc;
  const cleaned: Keyframes = {};
  for (const [prop, list] of Object.entries(keyframes) as [AnimatableProperty, Keyframe[] | undefined][])
    if (list && list.length > 0) cleaned[prop] = [...list].sort((a, b) => a.t - b.t);
  const next = { ...found.item } as Animatable;
  if (Object.keys(cleaned).length > 0) next.keyframes = cleaned;
  else delete next.keyframes;
  return withItem(doc, found.loc, next);
}

const clampTime = (item: TimelineItem, t: number) => Math.min(itemDuration(item), Math.max(0, t));

/** The static (not animated) value of a property: what it is without keyframes. */
export function baseValue(doc: ProjectDoc, item: TimelineItem, property: AnimatableProperty): number {
  if (item.kind === "text") {
    if (property === "x") return item.placement === "custom" ? item.x : 0.5;
    if (property === "y") return item.placement === "custom" ? item.y : ({ top: 0.12, center: 0.5, "lower-third": 0.78 } as const)[item.placement];
    return property === "scale" || property === "opacity" ? 1 : 0;
  }
  if (item.kind === "caption" || item.kind === "effect") return 0;
  if (isCropProperty(property)) return cropEdgeOf(item, property);
  if (isGradeProperty(property)) return (item.color ?? doc.settings.color)[property] ?? 0;
  switch (property) {
    case "x":
    case "y":
    case "scale":
    case "opacity":
      return item.transform[property];
    case "rotation":
      return item.transform.rotation ?? 0;
    case "volume":
      return item.volume;
    case "blur":
      return item.blur?.intensity ?? doc.settings.blur.intensity;
    default:
      return (item.color ?? doc.settings.color)[property];
  }
}

/** The value a property has at item-relative time t (animated or static). */
export function propertyAt(doc: ProjectDoc, item: TimelineItem, property: AnimatableProperty, t: number): number {
  return valueAt(itemKeyframes(item)?.[property], t, baseValue(doc, item, property));
}

/** Adds a keyframe at t with `value`, or sets the value of the one already there (its easing kept). */
export function setKeyframe(
  doc: ProjectDoc,
  args: { itemId: string; property: AnimatableProperty; t: number; value: number; easing?: Easing },
): ProjectDoc {
  const found = animatable(doc, args.itemId);
  if (!found || !Number.isFinite(args.value) || !Number.isFinite(args.t)) return doc;
  if (!animatablePropertiesOf(found.item).includes(args.property)) return doc;
  const t = clampTime(found.item, args.t);
  const keys = found.item.keyframes ?? {};
  const list = keys[args.property] ?? [];
  const at = list.findIndex((k) => same(k.t, t));
  if (at >= 0 && list[at].value === args.value && (args.easing === undefined || list[at].easing === args.easing)) return doc;
  const key: Keyframe = at >= 0 ? { ...list[at], value: args.value, ...(args.easing ? { easing: args.easing } : {}) } : { t, value: args.value, easing: args.easing ?? "linear" };
  const nextList = at >= 0 ? list.map((k, i) => (i === at ? key : k)) : [...list, key];
  return withKeyframes(doc, args.itemId, { ...keys, [args.property]: nextList });
}

/**
 * Rewrites each animated property's keyframes of an item: `rewrite` answers the property's new list, or the list it
 * was given when nothing in it changes. The document comes back as it was when no list changed.
 */
function rewriteKeyframes(
  doc: ProjectDoc,
  itemId: string,
  keys: Keyframes,
  rewrite: (list: Keyframe[], property: AnimatableProperty) => Keyframe[],
): ProjectDoc {
  let changed = false;
  const next: Keyframes = {};
  for (const [prop, list] of Object.entries(keys) as [AnimatableProperty, Keyframe[]][]) {
    next[prop] = rewrite(list, prop);
    if (next[prop] !== list) changed = true;
  }
  return changed ? withKeyframes(doc, itemId, next) : doc;
}

/** Removes the keyframes at t (of one property, or of all). */
export function removeKeyframes(doc: ProjectDoc, args: { itemId: string; t: number; property?: AnimatableProperty }): ProjectDoc {
  const keys = animatable(doc, args.itemId)?.item.keyframes;
  if (!keys) return doc;
  return rewriteKeyframes(doc, args.itemId, keys, (list, prop) => {
    if (args.property && args.property !== prop) return list;
    const kept = list.filter((k) => !same(k.t, args.t));
    return kept.length !== list.length ? kept : list;
  });
}

/** Moves every keyframe at `from` to `to` (within the item); a keyframe already at `to` of the same property gives way. */
export function moveKeyframes(doc: ProjectDoc, args: { itemId: string; from: number; to: number }): ProjectDoc {
  const found = animatable(doc, args.itemId);
  const keys = found?.item.keyframes;
  if (!found || !keys || !Number.isFinite(args.to)) return doc;
  const to = clampTime(found.item, args.to);
  if (same(args.from, to)) return doc;
  return rewriteKeyframes(doc, args.itemId, keys, (list) => {
    const moving = list.find((k) => same(k.t, args.from));
    return moving ? [...list.filter((k) => !same(k.t, args.from) && !same(k.t, to)), { ...moving, t: to }] : list;
  });
}

/** Sets the easing of the keyframes at t (towards their next keyframe). */
export function setEasing(
  doc: ProjectDoc,
  args: { itemId: string; t: number; easing: Easing; bezier?: [number, number, number, number] },
): ProjectDoc {
  const keys = animatable(doc, args.itemId)?.item.keyframes;
  if (!keys) return doc;
  return rewriteKeyframes(doc, args.itemId, keys, (list) => {
    let changed = false;
    const next = list.map((k) => {
      if (!same(k.t, args.t)) return k;
      const key: Keyframe = { t: k.t, value: k.value, easing: args.easing };
      if (args.easing === "cubic-bezier") key.bezier = args.bezier ?? k.bezier ?? [0.42, 0, 0.58, 1];
      if (key.easing !== k.easing || JSON.stringify(key.bezier) !== JSON.stringify(k.bezier)) changed = true;
      return key;
    });
    return changed ? next : list;
  });
}

/** The keyframe time before (-1) or after (1) item-relative t, or null. */
export function adjacentKeyTime(item: TimelineItem, t: number, direction: -1 | 1): number | null {
  const times = keyTimes(item);
  if (direction > 0) return times.find((k) => k > t + KEY_EPSILON) ?? null;
  for (let i = times.length - 1; i >= 0; i--) if (times[i] < t - KEY_EPSILON) return times[i];
  return null;
}

export const animationPresets = ["ken-burns", "fade", "slide-left", "slide-right", "slide-top", "slide-bottom", "pop"] as const;
export type AnimationPreset = (typeof animationPresets)[number];

export const presetLabels: Record<AnimationPreset, string> = {
  "ken-burns": "Ken Burns zoom",
  fade: "Fade in and out",
  "slide-left": "Slide in from left",
  "slide-right": "Slide in from right",
  "slide-top": "Slide in from top",
  "slide-bottom": "Slide in from bottom",
  pop: "Pop",
};

/** How long a preset's entrance or exit takes: a third of a second, or less on a short item. */
const entrance = (length: number) => Math.min(0.5, length / 3);

/**
 * Applies a preset to a picture or title (one edit): it replaces the keyframes of the properties it animates and
 * keeps the others.
 * - Ken Burns zoom: scale from the item's scale to 1.2× over its whole length, eased in and out.
 * - Fade in and out: opacity 0 → its opacity → 0.
 * - Slide in from a side: from just outside the frame to its place, eased out.
 * - Pop: scale 0 → a bezier overshoot → its scale.
 */
export function applyPreset(doc: ProjectDoc, args: { itemId: string; preset: AnimationPreset }): ProjectDoc {
  const found = animatable(doc, args.itemId);
  if (!found || (found.item.kind !== "video" && found.item.kind !== "image" && found.item.kind !== "text")) return doc;
  const item = found.item;
  const length = itemDuration(item);
  const e = entrance(length);
  const base = (p: AnimatableProperty) => baseValue(doc, item, p);
  const keys: Keyframes = { ...(item.keyframes ?? {}) };
  switch (args.preset) {
    case "ken-burns": {
      const s = item.kind === "text" ? 1 : transformAt(item, 0).scale;
      keys.scale = [
        { t: 0, value: s, easing: "ease-in-out" },
        { t: length, value: s * 1.2, easing: "linear" },
      ];
      break;
    }
    case "fade": {
      const o = base("opacity");
      keys.opacity = [
        { t: 0, value: 0, easing: "ease-out" },
        { t: e, value: o, easing: "linear" },
        { t: length - e, value: o, easing: "ease-in" },
        { t: length, value: 0, easing: "linear" },
      ];
      break;
    }
    case "slide-left":
    case "slide-right":
    case "slide-top":
    case "slide-bottom": {
      // In from beyond the frame's edge on the preset's side, to where the item stands.
      const axis = args.preset === "slide-left" || args.preset === "slide-right" ? "x" : "y";
      const from = args.preset === "slide-left" || args.preset === "slide-top" ? -0.5 : 1.5;
      keys[axis] = [
        { t: 0, value: from, easing: "ease-out" },
        { t: e, value: base(axis), easing: "linear" },
      ];
      break;
    }
    case "pop": {
      const s = base("scale");
      keys.scale = [
        { t: 0, value: 0.01, easing: "cubic-bezier", bezier: [0.34, 1.56, 0.64, 1] },
        { t: e, value: s, easing: "linear" },
      ];
      break;
    }
  }
  return withKeyframes(doc, args.itemId, keys);
}

/** Sets a property's static value (a property without keyframes): the transform, volume, own blur or own colour. */
export function setBaseValue(doc: ProjectDoc, args: { itemId: string; property: AnimatableProperty; value: number }): ProjectDoc {
  const found = animatable(doc, args.itemId);
  if (!found || !Number.isFinite(args.value)) return doc;
  const { item, loc } = found;
  const v = args.value;
  if (item.kind === "text") {
    if (args.property !== "x" && args.property !== "y") return doc;
    const x = args.property === "x" ? v : baseValue(doc, item, "x");
    const y = args.property === "y" ? v : baseValue(doc, item, "y");
    if (item.placement === "custom" && item.x === x && item.y === y) return doc;
    return withItem(doc, loc, { ...item, placement: "custom", x, y });
  }
  let next: MediaItem = item;
  if (isCropProperty(args.property)) next = setCropEdge(item, args.property, v);
  else if (isGradeProperty(args.property)) next = setGradeValue(item, doc.settings.color, args.property, v);
  else switch (args.property) {
    case "x":
    case "y":
      next = { ...item, transform: { ...item.transform, [args.property]: v } };
      break;
    case "scale":
      next = { ...item, transform: { ...item.transform, scale: Math.max(0.01, v) } };
      break;
    case "opacity":
      next = { ...item, transform: { ...item.transform, opacity: Math.min(1, Math.max(0, v)) } };
      break;
    case "rotation":
      next = { ...item, transform: { ...item.transform, rotation: v } };
      break;
    case "volume":
      next = { ...item, volume: Math.min(2, Math.max(0, v)) };
      break;
    case "blur":
      if (!item.blur) return doc;
      next = { ...item, blur: { ...item.blur, intensity: Math.min(100, Math.max(0, v)) } };
      break;
    default:
      next = { ...item, color: { ...(item.color ?? doc.settings.color), [args.property]: Math.min(100, Math.max(0, v)) } };
  }
  return baseValue(doc, next, args.property) === baseValue(doc, item, args.property) ? doc : withItem(doc, loc, next);
}
