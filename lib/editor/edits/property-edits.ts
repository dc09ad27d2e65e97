/**
 * Edits of item, track and asset properties that leave timing alone. Numbers are clamped into range; values that
 * cannot be read (NaN, unknown placement) refuse the edit, returning the same document.
 */
import {
  itemDuration,
  type MediaAsset,
  type ProjectDoc,
  type TextItem,
  textPlacements,
  type TimelineItem,
} from "../model/document";
import { clamp, findItem, isMediaItem, isTime, withItem, withTrack } from "./edit-helpers";
import { splitWords } from "../captions/words";

/** Replaces one item through `change`, which returns null to refuse; a result equal in every field is a no-op. */
function updateItem(doc: ProjectDoc, itemId: string, change: (item: TimelineItem) => TimelineItem | null): ProjectDoc {
  const loc = findItem(doc, itemId);
  if (!loc) return doc;
  const next = change(loc.item);
  if (!next || sameFields(next, loc.item)) return doc;
  return withItem(doc, loc, next);
}

function sameFields(a: object, b: object): boolean {
  const ka = Object.keys(a) as (keyof typeof a)[];
  return ka.length === Object.keys(b).length && ka.every((k) => a[k] === b[k]);
}

export const VOLUME_MAX = 2;

/** Volume 0..2 (0–200%) of a video, image or audio item. */
export function setVolume(doc: ProjectDoc, args: { itemId: string; volume: number }): ProjectDoc {
  if (!isTime(args.volume)) return doc;
  return updateItem(doc, args.itemId, (item) =>
    isMediaItem(item) ? { ...item, volume: clamp(args.volume, 0, VOLUME_MAX) } : null,
  );
}

/**
 * Fade lengths in seconds, each at least 0, together at most the item's duration. When the pair does not fit, the
 * fade being set wins over the one left as it is; when both are set, the fade-in wins.
 */
export function setFades(doc: ProjectDoc, args: { itemId: string; fadeIn?: number; fadeOut?: number }): ProjectDoc {
  const { fadeIn, fadeOut } = args;
  if ((fadeIn !== undefined && !isTime(fadeIn)) || (fadeOut !== undefined && !isTime(fadeOut))) return doc;
  return updateItem(doc, args.itemId, (item) => {
    if (!isMediaItem(item)) return null;
    const duration = itemDuration(item);
    if (fadeIn !== undefined) {
      const nextIn = clamp(fadeIn, 0, duration);
      const nextOut = clamp(fadeOut ?? item.fadeOut, 0, duration - nextIn);
      return { ...item, fadeIn: nextIn, fadeOut: nextOut };
    }
    if (fadeOut === undefined) return null;
    const nextOut = clamp(fadeOut, 0, duration);
    return { ...item, fadeOut: nextOut, fadeIn: clamp(item.fadeIn, 0, duration - nextOut) };
  });
}

function setTrackFlag(doc: ProjectDoc, trackId: string, flag: "muted" | "hidden", value: boolean): ProjectDoc {
  const index = doc.tracks.findIndex((t) => t.id === trackId);
  if (index < 0 || doc.tracks[index][flag] === value) return doc;
  return withTrack(doc, index, { ...doc.tracks[index], [flag]: value });
}

export function setTrackMuted(doc: ProjectDoc, args: { trackId: string; muted: boolean }): ProjectDoc {
  return setTrackFlag(doc, args.trackId, "muted", args.muted);
}

export function setTrackHidden(doc: ProjectDoc, args: { trackId: string; hidden: boolean }): ProjectDoc {
  return setTrackFlag(doc, args.trackId, "hidden", args.hidden);
}

export type TextProps = Partial<Pick<TextItem, "text" | "fontSize" | "color" | "placement" | "x" | "y" | "bold" | "background">>;

/**
 * Sets a text item's look. x and y are clamped into the frame (0..1); setting them without a placement makes the
 * placement "custom", since a preset placement would no longer describe where the text is.
 */
export function setTextProps(doc: ProjectDoc, args: { itemId: string; props: TextProps }): ProjectDoc {
  const { props } = args;
  if (props.fontSize !== undefined && !(isTime(props.fontSize) && props.fontSize > 0)) return doc;
  if (props.x !== undefined && !isTime(props.x)) return doc;
  if (props.y !== undefined && !isTime(props.y)) return doc;
  if (props.placement !== undefined && !textPlacements.includes(props.placement)) return doc;
  return updateItem(doc, args.itemId, (item) => {
    if (item.kind !== "text") return null;
    const next: TextItem = { ...item };
    if (props.text !== undefined) next.text = props.text;
    if (props.fontSize !== undefined) next.fontSize = props.fontSize;
    if (props.color !== undefined) next.color = props.color;
    if (props.bold !== undefined) next.bold = props.bold;
    if (props.background !== undefined) next.background = props.background;
    if (props.x !== undefined) next.x = clamp(props.x, 0, 1);
    if (props.y !== undefined) next.y = clamp(props.y, 0, 1);
    const moved = props.x !== undefined || props.y !== undefined;
    next.placement = props.placement ?? (moved ? "custom" : item.placement);
    return next;
  });
}

export function setCaptionText(doc: ProjectDoc, args: { itemId: string; text: string }): ProjectDoc {
  return updateItem(doc, args.itemId, (item) => {
    if (item.kind !== "caption") return null;
    if (!item.words) return { ...item, text: args.text };
    // A corrected spelling keeps the word times; a changed number of words drops them (they are estimated again).
    const words = splitWords(args.text);
    if (words.length !== item.words.length) {
      const { words: _dropped, ...rest } = item;
      return { ...rest, text: args.text };
    }
    return { ...item, text: args.text, words: item.words.map((w, i) => ({ ...w, text: words[i] })) };
  });
}

/** Adds an asset to the project's media; refused when its id is already taken or its duration is not positive. */
export function addAsset(doc: ProjectDoc, args: { asset: MediaAsset }): ProjectDoc {
  const { asset } = args;
  if (!asset.id || doc.assets.some((a) => a.id === asset.id)) return doc;
  if (asset.duration !== null && !(isTime(asset.duration) && asset.duration > 0)) return doc;
  return { ...doc, assets: [...doc.assets, asset] };
}
