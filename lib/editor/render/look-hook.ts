/**
 * The compositor's door to the look engine (crop, flip, chroma key, grading, LUTs: ./layer-look.ts), which loads on
 * demand: `prepareLook(doc)` loads the engine and the LUTs a document uses, and until then the compositor draws
 * pictures as they are. The export awaits it before its first frame; the preview redraws once it is ready.
 */
import type { MediaItem, ProjectDoc } from "../model/document";
import type { MediaLayer } from "./frame-plan";
import type { ColorSettings } from "../model/choices";
import type { LookEngine } from "./layer-look";
import { docLuts, loadLut } from "./lut-cache";

let engine: LookEngine | null = null;
let loading: Promise<LookEngine> | null = null;

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
