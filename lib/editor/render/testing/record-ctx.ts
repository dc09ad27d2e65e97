/** A 2D context for tests that records the rectangles filled and the text drawn (every other call does nothing). */
import type { Ctx2D } from "../compositor";

export interface Recorded {
  ctx: Ctx2D;
  fills: { style: string; x: number; y: number; w: number; h: number }[];
  texts: { style: string; text: string }[];
}

export function recordCtx(): Recorded {
  const fills: Recorded["fills"] = [];
  const texts: Recorded["texts"] = [];
  const state: Record<string | symbol, unknown> = { fillStyle: "#000", filter: "none", globalAlpha: 1, font: "", canvas: undefined };
  const own: Record<string, (...args: never[]) => unknown> = {
    fillRect: (x: number, y: number, w: number, h: number) => fills.push({ style: String(state.fillStyle), x, y, w, h }),
    fillText: (text: string) => texts.push({ style: String(state.fillStyle), text }),
    measureText: (text: string) => ({ width: text.length * 10 }),
    createLinearGradient: () => ({ addColorStop: () => undefined }),
    createRadialGradient: () => ({ addColorStop: () => undefined }),
  };
  const ctx = new Proxy(state, {
    get: (target, key) => (typeof key === "string" && key in own ? own[key] : key in target ? target[key] : () => undefined),
    set: (target, key, value) => {
      target[key] = value;
      return true;
    },
  });
  return { ctx: ctx as unknown as Ctx2D, fills, texts };
}
