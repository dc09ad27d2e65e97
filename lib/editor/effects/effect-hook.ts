/**
 * The compositor's door to the effect engine (./engine.ts: the registry's definitions and renderers), which loads on
 * demand: `prepareEffects(doc)` loads it for a document with effect items, and until then the compositor draws the
 * frame without them. The export awaits it before its first frame; the preview redraws once it is ready.
 *
 * Also what the renderers read besides the picture (their inputs): the subject mask and the beats, set by the
 * preview and the export for the frame they draw.
 */
import type { ProjectDoc } from "../document";
import type { EffectLayer } from "../frame-plan";
import type { Ctx2D, EffectMask } from "./types";

/** What a frame's effects read besides the picture. */
export interface EffectInputs {
  /** The person mask of the frame's pictures (null: nobody found, or not known yet). */
  subject: EffectMask | null;
  /** Beat and onset times of the timeline's audio, seconds, sorted. */
  beats: readonly number[];
}

export const NO_INPUTS: EffectInputs = { subject: null, beats: [] };

export interface EffectEngine {
  /** Draws the effect layer over what `ctx` holds in `area` (the whole frame, or the clip's rectangle). */
  draw: (ctx: Ctx2D, layer: EffectLayer, inputs: EffectInputs, size: { width: number; height: number }, area?: { x: number; y: number; w: number; h: number }) => void;
  /** A transparent canvas of the frame's size for a clip with effects of its own (drawn, then its effects, then composed). */
  clipCanvas: (width: number, height: number) => { canvas: CanvasImageSource; ctx: Ctx2D };
}

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
