/**
 * The gallery's sample clip, drawn by the registry's own renderers: a dusk backdrop and a person (the public-domain
 * astronaut cut-out, public/media/effect-person.png) moving across it, at any time t. Because the person is a
 * cut-out, the subject mask is known exactly; the beat is a steady 120 BPM. Each card and the Preview dialog draw
 * an effect over this scene, as the editor would over a clip. Loaded on demand (browser only).
 */
import { fetchFile } from "@/lib/api-request";
import { defaultParams, effectDefinition } from "./definitions";
import { renderEffect } from "./render";
import type { Ctx2D, EffectMask } from "./types";

export const SAMPLE_PERSON_URL = "/media/effect-person.png";
/** The sample clip's length, seconds (previews loop over it). */
export const SAMPLE_SECONDS = 6;
const BEATS = Array.from({ length: SAMPLE_SECONDS * 2 + 1 }, (_, i) => i * 0.5);
const MASK_W = 128;
const MASK_H = 72;

interface Person {
  image: CanvasImageSource;
  width: number;
  height: number;
  /** Its alpha, 0..1, row by row. */
  alpha: Float32Array;
}

let person: Promise<Person> | null = null;

function loadPerson(): Promise<Person> {
  person ??= (async () => {
    const response = await fetchFile(SAMPLE_PERSON_URL);
    if (!response.ok) throw new Error("The sample picture could not be loaded");
    const bitmap = await createImageBitmap(await response.blob());
    const c = new OffscreenCanvas(bitmap.width, bitmap.height);
    const ctx = c.getContext("2d", { willReadFrequently: true })!;
    ctx.drawImage(bitmap, 0, 0);
    const data = ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
    const alpha = new Float32Array(bitmap.width * bitmap.height);
    for (let i = 0; i < alpha.length; i++) alpha[i] = data[i * 4 + 3] / 255;
    return { image: bitmap, width: bitmap.width, height: bitmap.height, alpha };
  })();
  return person;
}

/** Where the person stands at time t: a box in 0..1 of the frame (they walk left and right, bobbing). */
export function personBoxAt(t: number, p: { width: number; height: number }, aspect: number) {
  const h = 0.78;
  const w = (h * p.width) / p.height / aspect;
  const x = 0.5 + 0.22 * Math.sin((t * Math.PI * 2) / SAMPLE_SECONDS) - w / 2;
  const y = 1 - h + 0.015 * Math.sin(t * Math.PI * 4);
  return { x, y, w, h };
}

function drawBackdrop(ctx: Ctx2D, w: number, h: number, t: number): void {
  const sky = ctx.createLinearGradient(0, 0, 0, h);
  sky.addColorStop(0, "#2b1d5c");
  sky.addColorStop(0.55, "#b8577a");
  sky.addColorStop(1, "#f2a35e");
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, w, h);
  // A low sun and a skyline.
  const sun = ctx.createRadialGradient(w * 0.72, h * 0.62, 0, w * 0.72, h * 0.62, h * 0.25);
  sun.addColorStop(0, "rgba(255,236,180,0.95)");
  sun.addColorStop(1, "rgba(255,236,180,0)");
  ctx.fillStyle = sun;
  ctx.fillRect(0, 0, w, h);
  ctx.fillStyle = "#2a1a3a";
  const buildings = [0.08, 0.13, 0.2, 0.27, 0.35, 0.44, 0.52, 0.6, 0.69, 0.77, 0.86, 0.93];
  buildings.forEach((x, i) => {
    const bh = h * (0.18 + ((i * 37) % 11) / 40);
    ctx.fillRect(x * w - w * 0.035, h * 0.8 - bh, w * 0.07, bh);
  });
  ctx.fillStyle = "#1c1326";
  ctx.fillRect(0, h * 0.8, w, h * 0.2);
  // Windows that flicker slowly.
  ctx.fillStyle = "rgba(255,214,120,0.8)";
  for (let i = 0; i < 30; i++) {
    if (Math.sin(i * 12.9 + Math.floor(t * 2) * 0.7) < 0.2) continue;
    const bx = buildings[i % buildings.length];
    ctx.fillRect(bx * w - w * 0.02 + (i % 3) * w * 0.013, h * (0.55 + ((i * 7) % 5) * 0.04), w * 0.007, h * 0.015);
  }
}

/** The person's mask at time t, MASK_W × MASK_H over the frame. */
function personMask(p: Person, box: { x: number; y: number; w: number; h: number }): EffectMask {
  const data = new Float32Array(MASK_W * MASK_H);
  for (let my = 0; my < MASK_H; my++) {
    const v = ((my + 0.5) / MASK_H - box.y) / box.h;
    if (v < 0 || v >= 1) continue;
    const py = Math.floor(v * p.height);
    for (let mx = 0; mx < MASK_W; mx++) {
      const u = ((mx + 0.5) / MASK_W - box.x) / box.w;
      if (u < 0 || u >= 1) continue;
      data[my * MASK_W + mx] = p.alpha[py * p.width + Math.floor(u * p.width)];
    }
  }
  return { width: MASK_W, height: MASK_H, data };
}

/** Draws the sample scene at time t into `ctx` (w × h) and answers its subject mask. */
export async function drawSampleScene(ctx: Ctx2D, w: number, h: number, t: number): Promise<EffectMask> {
  const p = await loadPerson();
  drawBackdrop(ctx, w, h, t);
  const box = personBoxAt(t, p, w / h);
  ctx.drawImage(p.image, box.x * w, box.y * h, box.w * w, box.h * h);
  return personMask(p, box);
}

/**
 * Draws effect `effectId` (its default parameters) over the sample scene at time t. `run` draws the few frames
 * before t first, so that trails and after-images have a past; a playing preview passes false after its first frame.
 */
export async function drawEffectSample(ctx: Ctx2D, w: number, h: number, effectId: string, t: number, run = true): Promise<void> {
  const def = effectDefinition(effectId);
  if (!def) return;
  const params = defaultParams(def);
  const times = run ? [5, 4, 3, 2, 1, 0].map((k) => t - k / 30) : [t];
  for (const at of times) {
    const local = ((at % SAMPLE_SECONDS) + SAMPLE_SECONDS) % SAMPLE_SECONDS;
    const subject = await drawSampleScene(ctx, w, h, local);
    renderEffect(ctx, effectId, {
      width: w,
      height: h,
      t: local,
      local,
      duration: SAMPLE_SECONDS,
      params,
      seed: 20_261,
      subject,
      motion: null,
      beats: BEATS,
      area: { x: 0, y: 0, w, h },
    });
  }
}
