import { beforeAll, describe, expect, it } from "vitest";

import { defaultParams, effectDefinition } from "../definitions";
import { canvas, drawTestFrame, effectFrame, subjectAt, useSkiaScratch } from "../testing/frames";
import { renderEffect } from ".";
import { vignette } from "./kit";

beforeAll(useSkiaScratch);

const W = 640;
const H = 360;

/** The test picture at time t with and without the effect, as RGBA. */
function pictures(id: string, t: number) {
  const plain = canvas(W, H);
  drawTestFrame(plain.ctx, W, H, t);
  const drawn = canvas(W, H);
  drawTestFrame(drawn.ctx, W, H, t);
  renderEffect(drawn.ctx, id, effectFrame(W, H, t, defaultParams(effectDefinition(id)!)));
  return { plain: plain.ctx.getImageData(0, 0, W, H).data, drawn: drawn.ctx.getImageData(0, 0, W, H).data };
}

const at = (data: Uint8ClampedArray, fx: number, fy: number) => {
  const i = (Math.round(fy * H) * W + Math.round(fx * W)) * 4;
  return [data[i], data[i + 1], data[i + 2]];
};

describe("Love Glow", () => {
  it("lights a rosy glow around the person and leaves the person and the far background as they were", () => {
    const t = 0;
    const s = subjectAt(t);
    const { plain, drawn } = pictures("love-glow", t);
    // Inside the body (the mask), and in a far corner beyond the halo: unchanged.
    for (const [fx, fy] of [
      [s.x, s.y + 0.12],
      [0.02, 0.03],
    ]) {
      const [r0, g0, b0] = at(plain, fx, fy);
      const [r1, g1, b1] = at(drawn, fx, fy);
      expect(Math.abs(r1 - r0) + Math.abs(g1 - g0) + Math.abs(b1 - b0), `at ${fx}, ${fy}`).toBeLessThanOrEqual(6);
    }
    // Just outside the body's edge: added light, more red than green (the default colour is #ff4fa3).
    const [r0, g0] = at(plain, s.x + 0.09 + 0.025, s.y + 0.12);
    const [r1, g1] = at(drawn, s.x + 0.09 + 0.025, s.y + 0.12);
    expect(r1 - r0).toBeGreaterThan(40);
    expect(r1 - r0).toBeGreaterThan(g1 - g0);
  });
});

describe("the vignette", () => {
  it("is the radial gradient it stands for: the corners darkened by the strength, the middle left alone", () => {
    for (const strength of [0.3, 0.8]) {
      const drawn = canvas(W, H);
      drawTestFrame(drawn.ctx, W, H, 1);
      vignette(drawn.ctx, effectFrame(W, H, 1, {}), strength);
      const reference = canvas(W, H);
      drawTestFrame(reference.ctx, W, H, 1);
      const r = Math.hypot(W, H) / 2;
      const g = reference.ctx.createRadialGradient(W / 2, H / 2, r * 0.45, W / 2, H / 2, r);
      g.addColorStop(0, "rgba(0, 0, 0, 0)");
      g.addColorStop(1, `rgba(0, 0, 0, ${Math.min(1, strength * 0.85)})`);
      reference.ctx.fillStyle = g;
      reference.ctx.fillRect(0, 0, W, H);
      const a = drawn.ctx.getImageData(0, 0, W, H).data;
      const b = reference.ctx.getImageData(0, 0, W, H).data;
      let worst = 0;
      for (let i = 0; i < a.length; i += 4) for (let c = 0; c < 3; c++) worst = Math.max(worst, Math.abs(a[i + c] - b[i + c]));
      expect(worst, `strength ${strength}`).toBeLessThanOrEqual(3);
      const plain = canvas(W, H);
      drawTestFrame(plain.ctx, W, H, 1);
      const p = plain.ctx.getImageData(0, 0, W, H).data;
      // The corner is darker than it was, by more at the higher strength; the middle is untouched.
      expect(a[0] + a[1] + a[2]).toBeLessThan(p[0] + p[1] + p[2]);
      const mid = ((H / 2) * W + W / 2) * 4;
      expect([a[mid], a[mid + 1], a[mid + 2]]).toEqual([p[mid], p[mid + 1], p[mid + 2]]);
    }
  });
});
