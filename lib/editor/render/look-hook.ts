/**
 * The compositor's door to the look engine (crop, flip, chroma key, grading, LUTs: ./layer-look.ts), which loads on
 * demand: `prepareLook(doc)` loads the engine and the LUTs a document uses, and until then the compositor draws
 * pictures as they are. The export awaits it before its first frame; the preview redraws once it is ready.
 */
import type { LutRef, MediaItem, ProjectDoc } from "../document";
import type { MediaLayer } from "../frame-plan";
import type { ColorSettings } from "../state";
import type { Rect } from "./blur-effects";
import type { Lut } from "./lut";

/** A picture made ready to draw: the processed source (same placement) and the layer to draw it with. */
export interface LookedPicture {
  source: CanvasImageSource;
  layer: MediaLayer;
}

export type LookEngine = (layer: MediaLayer, source: CanvasImageSource, rect: Rect) => LookedPicture | null;

let engine: LookEngine | null = null;
let loading: Promise<LookEngine> | null = null;
const luts = new Map<string, Promise<Lut | null>>();
const loaded = new Map<string, Lut | null>();

/** The key a LUT is cached under. */
export const lutKey = (ref: Pick<LutRef, "source" | "id" | "localId">) => (ref.source === "local" ? `local:${ref.localId ?? ref.id}` : `builtin:${ref.id}`);

const gradeKeys = ["temperature", "tint", "exposure", "highlights", "shadows"] as const;
const graded = (c: ColorSettings) => gradeKeys.some((k) => Boolean(c[k]));

/** Whether an item has anything for the look engine (the grading is checked on the layer's colour at a time). */
export function itemHasLook(item: MediaItem): boolean {
  const keys = item.keyframes;
  return Boolean(
    item.crop ||
      item.flipH ||
      item.flipV ||
      item.chromaKey ||
      (item.lut && item.lut.intensity > 0) ||
      (item.color && graded(item.color)) ||
      keys?.cropLeft ||
      keys?.cropRight ||
      keys?.cropTop ||
      keys?.cropBottom ||
      gradeKeys.some((k) => keys?.[k]),
  );
}

export function layerNeedsLook(layer: MediaLayer): boolean {
  return Boolean(layer.crop) || itemHasLook(layer.item) || graded(layer.color);
}

/** Whether any picture of the document needs the look engine. */
export function docNeedsLook(doc: ProjectDoc): boolean {
  if (graded(doc.settings.color)) return true;
  return doc.tracks.some((t) => t.items.some((i) => (i.kind === "video" || i.kind === "image") && itemHasLook(i)));
}

/** The engine, when loaded. */
export const lookEngine = (): LookEngine | null => engine;

/** A LUT already loaded: the table, null when it could not be read, undefined while not (yet) loaded. */
export const loadedLut = (ref: LutRef): Lut | null | undefined => loaded.get(lutKey(ref));

/** Puts a LUT in the cache (an import parsed it already). */
export function registerLut(ref: Pick<LutRef, "source" | "id" | "localId">, lut: Lut): void {
  const key = lutKey(ref);
  loaded.set(key, lut);
  luts.set(key, Promise.resolve(lut));
}

async function readLut(ref: LutRef): Promise<Lut | null> {
  const [{ parseCube }, { builtinLutUrl }] = await Promise.all([import("./lut"), import("../luts")]);
  let url: string | null = null;
  if (ref.source === "builtin") url = builtinLutUrl(ref.id);
  else if (ref.localId) {
    const store = (await import("../local-media-store")).localMediaStore();
    url = store ? await store.resolve(ref.localId) : null;
  }
  if (!url) return null;
  const response = await fetch(url);
  if (!response.ok) return null;
  return parseCube(await response.text());
}

/** Loads a LUT once (null when it cannot be read: missing file, not in this browser, not a LUT). */
export function loadLut(ref: LutRef): Promise<Lut | null> {
  const key = lutKey(ref);
  let lut = luts.get(key);
  if (!lut) {
    lut = readLut(ref).catch(() => null);
    luts.set(key, lut);
    void lut.then((l) => {
      loaded.set(key, l);
      // A miss is not remembered: the file may be imported again.
      if (!l) luts.delete(key);
    });
  }
  return lut;
}

/** The LUTs a document uses. */
export function docLuts(doc: ProjectDoc): LutRef[] {
  const refs = new Map<string, LutRef>();
  for (const track of doc.tracks)
    for (const item of track.items) if ((item.kind === "video" || item.kind === "image") && item.lut) refs.set(lutKey(item.lut), item.lut);
  return [...refs.values()];
}

/**
 * Loads the engine and every LUT the document uses; resolves with the names of LUTs that could not be read.
 * Nothing is loaded for a document without a look.
 */
export async function prepareLook(doc: ProjectDoc): Promise<string[]> {
  if (!docNeedsLook(doc)) return [];
  loading ??= import("./layer-look").then((m) => (engine = m.lookPicture));
  const refs = docLuts(doc);
  const [, ...tables] = await Promise.all([loading, ...refs.map(loadLut)]);
  return refs.filter((_, i) => !tables[i]).map((r) => r.name);
}
