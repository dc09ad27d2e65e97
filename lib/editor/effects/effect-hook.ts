/**
 * The compositor's door to the effect engine (./engine.ts: the registry's definitions and renderers), which loads on
 * demand: `prepareEffects(doc)` loads it for a document with effect items, and until then the compositor draws the
 * frame without them. The export awaits it before its first frame; the preview redraws once it is ready.
 *
 * Also what the renderers read besides the picture (their inputs): the subject mask and the beats, set by the
 * preview and the export for the frame they draw.
 */
import type { ProjectDoc } from "../model/document";
import type { EffectEngine, EffectInputs } from "./types";

export const NO_INPUTS: EffectInputs = { subject: null, beats: [] };

let engine: EffectEngine | null = null;
let loading: Promise<EffectEngine> | null = null;

/** The engine, when loaded. */
export const effectEngine = (): EffectEngine | null => engine;

/** Whether the document has effect items. */
export function docHasEffects(doc: ProjectDoc): boolean {
  return doc.tracks.some((t) => t.kind === "effect" && t.items.length > 0);
}

/** Loads the engine when the document has effects (resolves at once otherwise). */
export async function prepareEffects(doc: ProjectDoc): Promise<void> {
  if (!docHasEffects(doc)) return;
  loading ??= import("./engine").then((m) => (engine = m.engine));
  await loading;
}
