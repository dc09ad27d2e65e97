/**
 * The compositor's door to the styled-caption renderer (./captions.ts with its presets), which loads on demand:
 * `prepareCaptions(doc)` loads it when a caption track has a style, and until then styled captions are drawn in the
 * plain look. The export awaits it before its first frame; the preview redraws once it is ready.
 */
import type { ProjectDoc } from "../model/document";
import type { CaptionLayer, Size } from "./frame-plan";
import type { Ctx2D } from "./blur-effects";

export type CaptionEngine = (ctx: Ctx2D, layer: CaptionLayer, size: Size) => void;

let engine: CaptionEngine | null = null;
let loading: Promise<CaptionEngine> | null = null;

/** The renderer, when loaded. */
export const captionEngine = (): CaptionEngine | null => engine;

/** Whether a caption track of the document has a style. */
export const docHasCaptionStyle = (doc: ProjectDoc): boolean => doc.tracks.some((t) => t.kind === "caption" && t.captionStyle);

/** Loads the renderer when the document has a styled caption track; nothing otherwise. */
export async function prepareCaptions(doc: ProjectDoc): Promise<void> {
  if (!docHasCaptionStyle(doc)) return;
  loading ??= import("./captions").then((m) => (engine = m.drawStyledCaption));
  await loading;
}
