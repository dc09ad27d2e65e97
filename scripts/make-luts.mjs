#!/usr/bin/env node
/**
 * Makes the LUTs the editor ships: public/luts/{warm,cool,teal-orange,mono}.cube, 17 points a side, from the
 * formulas below (our own; no third-party LUT). Run: node scripts/make-luts.mjs
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const SIZE = 17;
const out = join(dirname(fileURLToPath(import.meta.url)), "..", "public", "luts");
const clamp = (v) => Math.min(1, Math.max(0, v));
const luma = (r, g, b) => 0.2126 * r + 0.7152 * g + 0.0722 * b;
const mix = (a, b, t) => a + (b - a) * t;
const smooth = (x) => x * x * (3 - 2 * x);

const luts = {
  // Warmer: red and a little green up, blue down, more in the mids than at black and white.
  warm: { title: "MSX Warm", f: (r, g, b) => [r + 0.08 * Math.sin(Math.PI * r), g + 0.02 * Math.sin(Math.PI * g), b - 0.08 * Math.sin(Math.PI * b)] },
  // Cooler: the opposite cast.
  cool: { title: "MSX Cool", f: (r, g, b) => [r - 0.07 * Math.sin(Math.PI * r), g + 0.01 * Math.sin(Math.PI * g), b + 0.09 * Math.sin(Math.PI * b)] },
  // Teal shadows, orange highlights, a gentle S-curve; skin tones (orange) kept.
  "teal-orange": {
    title: "MSX Teal and Orange",
    f: (r, g, b) => {
      const y = luma(r, g, b);
      const t = smooth(y);
      const teal = [0.0, 0.5, 0.55];
      const orange = [1.0, 0.62, 0.3];
      const tone = [mix(teal[0], orange[0], t), mix(teal[1], orange[1], t), mix(teal[2], orange[2], t)];
      const curve = (v) => mix(v, smooth(v), 0.35);
      return [r, g, b].map((v, i) => curve(mix(v, tone[i] * (y / Math.max(1e-3, luma(...tone))) * 0.5 + v * 0.5, 0.35)));
    },
  },
  // Black and white from luma (Rec. 709), with a slight contrast curve: R = G = B.
  mono: {
    title: "MSX Mono",
    f: (r, g, b) => {
      const y = mix(luma(r, g, b), smooth(luma(r, g, b)), 0.2);
      return [y, y, y];
    },
  },
};

mkdirSync(out, { recursive: true });
for (const [id, { title, f }] of Object.entries(luts)) {
  const lines = [`TITLE "${title}"`, "# Made by scripts/make-luts.mjs for MSX Studio", `LUT_3D_SIZE ${SIZE}`, "DOMAIN_MIN 0 0 0", "DOMAIN_MAX 1 1 1"];
  for (let bi = 0; bi < SIZE; bi++)
    for (let gi = 0; gi < SIZE; gi++)
      for (let ri = 0; ri < SIZE; ri++) {
        const [r, g, b] = f(ri / (SIZE - 1), gi / (SIZE - 1), bi / (SIZE - 1)).map(clamp);
        lines.push(`${r.toFixed(6)} ${g.toFixed(6)} ${b.toFixed(6)}`);
      }
  writeFileSync(join(out, `${id}.cube`), `${lines.join("\n")}\n`);
  console.log(`public/luts/${id}.cube`);
}
