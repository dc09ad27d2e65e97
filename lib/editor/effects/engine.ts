/**
 * The effect engine the compositor calls (through ./effect-hook.ts, loaded on demand): an effect layer's
 * parameters at its time (keyframes applied), its inputs, and its registered renderer, for the preview and the
 * export alike.
 */
import type { EffectLayer } from "../render/frame-plan";

import { effectParamsAt } from "./effect-edits";
import { renderEffect } from "./render";
import { scratch } from "./render/kit";
import type { Ctx2D, EffectEngine, EffectInputs } from "./types";

function draw(
  ctx: Ctx2D,
  layer: EffectLayer,
  inputs: EffectInputs,
  size: { width: number; height: number },
  area = { x: 0, y: 0, w: size.width, h: size.height },
): void {
  const { item } = layer;
  renderEffect(ctx, item.effectId, {
    width: size.width,
    height: size.height,
    t: layer.t,
    local: layer.local,
    duration: item.out - item.in,
    params: effectParamsAt(item, layer.local),
    seed: item.seed,
    subject: inputs.subject,
    motion: null,
    beats: inputs.beats,
    area,
  });
}

function clipCanvas(width: number, height: number) {
  const s = scratch("clip-effects", width, height);
  return { canvas: s.canvas as CanvasImageSource, ctx: s.ctx };
}

export const engine: EffectEngine = { draw, clipCanvas };
