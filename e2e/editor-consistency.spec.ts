import type { Page } from "@playwright/test";
import sharp from "sharp";

import type { Easing, Keyframe, MediaAsset, MediaItem, ProjectDoc, TextItem } from "../lib/editor/model/document";
import { defaultTrackIds, emptyDoc } from "../lib/editor/model/empty-doc";
import { itemForAsset } from "../lib/editor/model/sample-doc";
import { savedProjectRecord } from "../lib/projects/test-fixtures";

import { exportedFrames, exportFile, type Frame } from "./export-frames";
import { expect, openEditor, sameOrigin, signUpViaApi, test } from "./fixtures";
import { seekTo } from "./preview-canvas";

/**
 * One renderer: a frame of the preview and the same frame of the exported file agree (PSNR ≥ 30 dB) on a timeline
 * that uses keyframes, a transition, a 2× clip, a chroma-keyed overlay and a LUT.
 */
const TITLE = "Consistency";
/** Compared at this size: both pictures are scaled down to it in the page. */
const SIZE = { width: 160, height: 90 };
/** Half a frame of the 30 fps sample clip: in points between its frames, so no source time falls on a boundary. */
const HALF = 1 / 60;
const MIN_PSNR = 30;

/** The five times (seconds) and what each shows. */
const TIMES = [
  { t: 0.6, what: "the LUT clip" },
  { t: 1.8, what: "the keyed overlay" },
  { t: 2.9, what: "the dissolve" },
  { t: 4.3, what: "the 2x clip" },
  { t: 6.2, what: "keyframe motion" },
] as const;

/** One keyframe: `value` at `t` seconds into the item, eased towards the next one (linear unless named). */
const key = (t: number, value: number, easing: Easing = "linear"): Keyframe => ({ t, value, easing });

/** A green screen (320x180) with a magenta disc and a yellow bar in front of it. */
function greenScreen(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180">
    <rect width="320" height="180" fill="#00ff00"/>
    <circle cx="120" cy="90" r="55" fill="#e614c8"/>
    <rect x="200" y="40" width="60" height="100" fill="#f0d020"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * The main track: the sample clip with the warm LUT (0–3 s of the timeline, trimmed inside its source), a
 * one-second dissolve centred on its cut into the sample clip at 2× (3–5 s, trimmed inside too), then the sample
 * picture zooming (Ken Burns) from 5 s. The overlay: a keyed green-screen picture (1.2–2.4 s). A title sliding
 * across from 4.5 s.
 */
function consistencyDoc(): ProjectDoc {
  const doc = emptyDoc({ title: TITLE, resolution: "1280x720", frameRate: 30 });
  const clip: MediaAsset = { id: "a-clip", name: "sample-clip.webm", mime: "video/webm", kind: "video", duration: 6, source: "sample", url: "/media/sample-clip.webm" };
  const picture: MediaAsset = { id: "a-picture", name: "sample-image.jpg", mime: "image/jpeg", kind: "image", duration: null, source: "sample", url: "/media/sample-image.jpg" };
  const green: MediaAsset = { id: "a-green", name: "green-screen.png", mime: "image/png", kind: "image", duration: null, source: "sample", url: "/e2e-media/green-screen.png" };
  const graded: MediaItem = {
    ...itemForAsset(clip, "graded", 0, 6),
    in: 0.5 + HALF,
    out: 3.5 + HALF,
    lut: { id: "warm", name: "Warm", source: "builtin", intensity: 1 },
  };
  const fast: MediaItem = { ...itemForAsset(clip, "fast", 3, 6), in: 1 + HALF, out: 5 + HALF, speed: 2 };
  const kenBurns: MediaItem = {
    ...itemForAsset(picture, "ken-burns", 5, 3),
    keyframes: {
      scale: [key(0, 1, "ease-in-out"), key(3, 1.35)],
      x: [key(0, 0.5), key(3, 0.42)],
    },
  };
  const keyed: MediaItem = {
    ...itemForAsset(green, "keyed", 1.2, 1.2),
    transform: { x: 0.62, y: 0.5, scale: 0.6, opacity: 1 },
    chromaKey: { color: "#00ff00", tolerance: 40, softness: 10, spill: 50 },
  };
  const title: TextItem = {
    id: "title",
    kind: "text",
    name: TITLE,
    start: 4.5,
    in: 0,
    out: 3.5,
    text: TITLE,
    fontSize: 110,
    color: "#ffffff",
    placement: "custom",
    x: 0.5,
    y: 0.3,
    bold: true,
    background: "rgb(20, 30, 120)",
    keyframes: {
      x: [key(0, 0.2, "ease-out"), key(2.5, 0.7)],
      opacity: [key(0, 0.4), key(1, 1)],
    },
  };
  const items: Record<string, ProjectDoc["tracks"][number]["items"]> = {
    [defaultTrackIds.video]: [graded, fast, kenBurns],
    [defaultTrackIds.overlay]: [keyed],
    [defaultTrackIds.text]: [title],
  };
  return {
    ...doc,
    assets: [clip, picture, green],
    tracks: doc.tracks.map((t) => ({
      ...t,
      items: items[t.id] ?? [],
      ...(t.id === defaultTrackIds.video ? { transitions: [{ id: "dissolve", kind: "dissolve" as const, fromId: "graded", toId: "fast", duration: 1 }] } : {}),
    })),
  };
}

/** The preview canvas scaled down to SIZE in the page, once two readings a moment apart agree (the frame is settled). */
async function previewFrame(page: Page, t: number): Promise<Frame> {
  const canvas = page.getByTestId("preview-canvas");
  const read = () =>
    canvas.evaluate(async (el, size) => {
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const small = document.createElement("canvas");
      small.width = size.width;
      small.height = size.height;
      const ctx = small.getContext("2d", { willReadFrequently: true })!;
      ctx.drawImage(el as HTMLCanvasElement, 0, 0, size.width, size.height);
      return Array.from(ctx.getImageData(0, 0, size.width, size.height).data);
    }, SIZE);
  await expect(canvas).toHaveAttribute("data-complete", "true");
  let last = await read();
  await expect
    .poll(async () => {
      await page.waitForTimeout(250);
      const next = await read();
      const same = next.every((v, i) => v === last[i]);
      last = next;
      return same;
    })
    .toBe(true);
  return { t, ...SIZE, data: last };
}

/** Peak signal-to-noise ratio of two RGBA frames of one size, over the colour channels, dB. */
function psnr(a: Frame, b: Frame): number {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < a.data.length; i += 4)
    for (let c = 0; c < 3; c++) {
      const d = a.data[i + c] - b.data[i + c];
      sum += d * d;
      n++;
    }
  const mse = sum / n;
  return mse === 0 ? Infinity : 10 * Math.log10((255 * 255) / mse);
}

test.describe("rendering consistency", () => {
  // Two device pixels a CSS pixel: the preview canvas draws at the export's own 1280x720, so titles are laid out alike.
  test.use({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 2 });
  test("the preview shows each frame as the exported file has it: keyframes, a dissolve, a 2x clip, a chroma key and a LUT", async ({ page }) => {
    test.setTimeout(300_000);
    const green = await greenScreen();
    await page.route("**/e2e-media/green-screen.png", (route) => route.fulfill({ contentType: "image/png", body: green }));
    await page.goto("/dashboard");
    await signUpViaApi(page);
    const res = await page.request.post("/api/projects", { headers: sameOrigin(page), data: { record: savedProjectRecord({ doc: consistencyDoc() }) } });
    expect(res.status(), await res.text()).toBe(201);
    const { project } = (await res.json()) as { project: { id: string } };
    // The 2x clip lasts 2 s: the timeline is 8 s long.
    await openEditor(page, `/editor?project=${project.id}`, "0:08");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLE);

    const previews: Frame[] = [];
    for (const { t } of TIMES) {
      await seekTo(page, `0:0${Math.floor(t)} / 0:08`, t);
      previews.push(await previewFrame(page, t));
    }

    const bytes = await exportFile(page);
    // Half a frame on: the exported frame that shows time t is the one whose timestamp is t (frame i at i / 30 s).
    const exported = await exportedFrames(page, bytes, TIMES.map(({ t }) => t + HALF), SIZE);

    const results = TIMES.map(({ t, what }, i) => ({ t, what, db: psnr(previews[i], exported[i]) }));
    for (const { t, what, db } of results)
      test.info().annotations.push({ type: "psnr", description: `${t.toFixed(1)} s (${what}): ${Number.isFinite(db) ? db.toFixed(1) : "identical"} dB` });
    // Both pictures of each time, side by side, to look at when a comparison fails.
    for (const [i, { t }] of TIMES.entries()) {
      const pair = Buffer.alloc(SIZE.width * 2 * SIZE.height * 4);
      for (let y = 0; y < SIZE.height; y++)
        for (const [k, frame] of [previews[i], exported[i]].entries())
          Buffer.from(frame.data.slice(y * SIZE.width * 4, (y + 1) * SIZE.width * 4)).copy(pair, (y * SIZE.width * 2 + k * SIZE.width) * 4);
      const png = await sharp(pair, { raw: { width: SIZE.width * 2, height: SIZE.height, channels: 4 } }).png().toBuffer();
      await test.info().attach(`preview (left) and export (right) at ${t} s`, { body: png, contentType: "image/png" });
    }
    // Every frame is a real picture, not two blank frames agreeing.
    for (const frame of [...previews, ...exported]) {
      const lit = frame.data.filter((v, i) => i % 4 !== 3 && v > 40).length;
      expect(lit, `frame at ${frame.t.toFixed(2)} s has a picture`).toBeGreaterThan(frame.width * frame.height);
    }
    for (const { t, what, db } of results) expect(db, `PSNR at ${t} s (${what})`).toBeGreaterThanOrEqual(MIN_PSNR);
  });
});
