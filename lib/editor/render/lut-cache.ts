/**
 * The LUTs the look engine draws with, loaded once each: built-in ones from public/luts, imported ones from this
 * browser's own storage. The look engine (./layer-look.ts) reads them from here; ./look-hook.ts loads those a
 * document uses before the engine runs.
 */
import { fetchFile } from "@/lib/api-request";
import type { LutRef, ProjectDoc } from "../model/document";
import type { Lut } from "./lut";

const luts = new Map<string, Promise<Lut | null>>();
const loaded = new Map<string, Lut | null>();

/** The key a LUT is cached under. */
export const lutKey = (ref: Pick<LutRef, "source" | "id" | "localId">) => (ref.source === "local" ? `local:${ref.localId ?? ref.id}` : `builtin:${ref.id}`);

/** The LUTs a document uses. */
export function docLuts(doc: ProjectDoc): LutRef[] {
  const refs = new Map<string, LutRef>();
  for (const track of doc.tracks)
    for (const item of track.items) if ((item.kind === "video" || item.kind === "image") && item.lut) refs.set(lutKey(item.lut), item.lut);
  return [...refs.values()];
}

/** A LUT already loaded: the table, null when it could not be read, undefined while not (yet) loaded. */
export const loadedLut = (ref: LutRef): Lut | null | undefined => loaded.get(lutKey(ref));

/** Puts a LUT in the cache (an import parsed it already). */
export function registerLut(ref: Pick<LutRef, "source" | "id" | "localId">, lut: Lut): void {
  const key = lutKey(ref);
  loaded.set(key, lut);
  luts.set(key, Promise.resolve(lut));
}

async function readLut(ref: LutRef): Promise<Lut | null> {
  const [{ parseCube }, { builtinLutUrl }] = await Promise.all([import("./lut"), import("./luts")]);
  let url: string | null = null;
  if (ref.source === "builtin") url = builtinLutUrl(ref.id);
  else if (ref.localId) {
    const store = (await import("../media/local-media-store")).localMediaStore();
    url = store ? await store.resolve(ref.localId) : null;
  }
  if (!url) return null;
  const response = await fetchFile(url);
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
