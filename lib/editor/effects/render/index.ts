/**
 * The renderers of the registry, by effect id: loaded on demand (../engine.ts) by the preview, the export and the
 * gallery, which all draw an effect through `renderEffect`.
 */
import type { Ctx2D, EffectFrame, EffectRenderer } from "../types";

import { beatRenderers } from "./beat";
import { cameraRenderers } from "./camera";
import { applyGrade, gradeRenderers } from "./grades";
import { num } from "./kit";
import { motionRenderers } from "./motion";
import { particleRenderers } from "./particles";
import { styliseRenderers } from "./stylise";
import { subjectRenderers } from "./subject";

/** The editor's Color Grading: warmth, contrast and saturation, a teal shadow and an orange highlight. */
const colorGrading: EffectRenderer = (ctx, f) => {
  const warm = num(f, "warmth", 0.35);
  applyGrade(
    ctx,
    f,
    {
      gain: [1 + 0.12 * warm, 1, 1 - 0.12 * warm],
      contrast: num(f, "contrast", 0.25) * 0.6,
      saturation: 1 + num(f, "saturation", 0.15),
      shadowTint: ["#0f5a66", 0.25],
      highlightTint: ["#ffb067", 0.15],
    },
    num(f, "amount", 1),
  );
};

/** Gold Rush: the golden grade under the falling coins. */
const goldRush: EffectRenderer = (ctx, f) => {
  applyGrade(ctx, f, { gain: [1.1, 1.0, 0.75], saturation: 1.15, highlightTint: ["#ffd36b", 0.25] }, num(f, "amount", 1));
  particleRenderers["gold-rush"](ctx, f);
};

export const renderers: Record<string, EffectRenderer> = {
  ...gradeRenderers,
  ...particleRenderers,
  ...cameraRenderers,
  ...styliseRenderers,
  ...subjectRenderers,
  ...motionRenderers,
  ...beatRenderers,
  "gold-rush": goldRush,
  "color-grading": colorGrading,
};

/** Draws effect `id` over what the context holds; false when no renderer has that id. */
export function renderEffect(ctx: Ctx2D, id: string, frame: EffectFrame): boolean {
  const draw = renderers[id];
  if (!draw) return false;
  ctx.save();
  try {
    draw(ctx, frame);
  } finally {
    ctx.restore();
  }
  return true;
}

export { motionMask } from "./motion";
