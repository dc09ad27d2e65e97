/**
 * The generated test over the registry: every effect drawn as an effect item, with its default parameters, on a
 * test picture (a moving person-like subject with its mask, a 120 BPM beat): it changes the frame, it draws the same
 * pixels twice, and the preview's size and the export's agree (PSNR >= 30 dB at three times).
 */
import { beforeAll, describe, expect, it } from "vitest";

import { defaultParams, effectDefinitions, isItemEffect } from "./definitions";
import { renderEffect, renderers } from "./render";
import { canvas, drawTestFrame, effectFrame, psnr, shrink, useSkiaScratch } from "./testing/frames";

beforeAll(useSkiaScratch);

const itemEffects = effectDefinitions.filter((d) => isItemEffect(d.id));

/** The picture with the effect at time t, drawn at w × h after the five frames before it (for trails and echoes). */
function render(id: string, w: number, h: number, t: number, withEffect = true) {
  const def = effectDefinitions.find((d) => d.id === id)!;
  const { canvas: c, ctx } = canvas(w, h);
  for (let k = 5; k >= 0; k--) {
    const at = t - k / 30;
    drawTestFrame(ctx, w, h, at);
    if (withEffect) renderEffect(ctx, id, effectFrame(w, h, at, defaultParams(def)));
  }
  return { c, data: ctx.getImageData(0, 0, w, h).data };
}

describe("the effect registry", () => {
  it("has a renderer for every effect drawn as an item, and an item effect for every renderer", () => {
    expect(itemEffects.map((d) => d.id).filter((id) => !renderers[id])).toEqual([]);
    expect(Object.keys(renderers).filter((id) => !isItemEffect(id))).toEqual([]);
    expect(itemEffects).toHaveLength(63);
  });

  describe.each(itemEffects.map((d) => [d.id]))("%s", (id) => {
    it("changes the frame", () => {
      const plain = render(id, 320, 180, 1.1, false).data;
      const drawn = render(id, 320, 180, 1.1).data;
      expect(psnr(plain, drawn)).toBeLessThan(45);
    });

    it("is deterministic", () => {
      const a = render(id, 320, 180, 2.05).data;
      const b = render(id, 320, 180, 2.05).data;
      expect(psnr(a, b)).toBe(Infinity);
    });

    it("draws the same at the preview's size and the export's (PSNR >= 30 dB at 3 times)", () => {
      for (const t of [0.55, 1.6, 3.3]) {
        const preview = render(id, 320, 180, t).data;
        const exported = shrink(render(id, 640, 360, t).c, 320, 180);
        expect(psnr(preview, exported), `at ${t} s`).toBeGreaterThanOrEqual(30);
      }
    });
  });
});
