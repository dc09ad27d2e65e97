/**
 * Exporting from the editor in end-to-end tests and reading the exported file: the download's bytes, its duration,
 * codecs and size (mediabunny, in Node), and its frames at chosen times (mediabunny and WebCodecs, in the page).
 */
import { readFileSync } from "node:fs";

import type { Page } from "@playwright/test";
import { ALL_FORMATS, BufferSource, Input } from "mediabunny";

import { expect, openEditor, toastRegion } from "./fixtures";
import { mediabunnyPage } from "./mediabunny-page";
import type { RGB } from "./preview-canvas";

/**
 * Opens the editor at 1280x720, 24 fps; without `keepSample`, the stand-in sample clip is deleted so the main track
 * starts empty.
 */
export async function openEditorAt720p(page: Page, { keepSample = false } = {}) {
  await openEditor(page);
  await page.getByRole("combobox", { name: "Resolution" }).selectOption("1280x720");
  await page.getByRole("combobox", { name: "Frame Rate" }).selectOption({ label: "24 fps" });
  if (keepSample) return;
  await page.getByRole("button", { name: /^sample-clip\.webm/ }).click();
  await page.keyboard.press("Delete");
}

/**
 * Clicks Export (the editor's header) and resolves with the exported file's bytes. Before waiting for the file it
 * checks the export started: by default the "Exporting Video" toast; with `summary`, the Export Video dialog's
 * summary line instead; with `started: false`, not at all.
 */
export async function exportFile(
  page: Page,
  { timeout = 240_000, summary, started = true }: { timeout?: number; summary?: string; started?: boolean } = {},
): Promise<Buffer> {
  const download = page.waitForEvent("download", { timeout });
  await page.getByRole("button", { name: "Export", exact: true }).click();
  if (summary !== undefined) await expect(page.getByRole("dialog", { name: "Export Video" })).toContainText(summary);
  else if (started) await expect(toastRegion(page)).toContainText("Exporting Video");
  return readFileSync(await (await download).path());
}

/** An exported (or any) file's duration, container type, codecs and picture size. */
export async function probe(bytes: Buffer) {
  const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
  const video = await input.getPrimaryVideoTrack();
  const audio = await input.getPrimaryAudioTrack();
  return {
    duration: await input.computeDuration(),
    mime: await input.getMimeType(),
    videoCodec: video?.codec ?? null,
    audioCodec: audio?.codec ?? null,
    width: video?.displayWidth ?? 0,
    height: video?.displayHeight ?? 0,
  };
}

/** One decoded frame, scaled to width × height, as RGBA bytes. */
export interface Frame {
  t: number;
  width: number;
  height: number;
  data: number[];
}

type Size = { width: number; height: number };

/**
 * Frames of a video at `times` (seconds), decoded with WebCodecs in a page beside `page` and scaled to `size`: the
 * video is an exported file's bytes (MP4 or WebM), or a URL of our origin. Each is the frame that shows at that time (the last one
 * starting at or before it), found by its timestamp: a <video> element's seek can leave its previous picture in
 * place for a while under load. With `pastEnd: "null"`, a time at or after the video's end gives null (otherwise
 * the last frame).
 */
async function decodeFrames(page: Page, video: Buffer | string, times: number[], size: Size, pastEnd: "seek" | "null"): Promise<(Frame | null)[]> {
  const decoder = await mediabunnyPage(page.context());
  return decoder.evaluate(
    async ({ base64, url, times, size, pastEnd }) => {
      const mb = (globalThis as unknown as { Mediabunny: typeof import("mediabunny") }).Mediabunny;
      const blob = url
        ? await (await fetch(url)).blob()
        : new Blob([Uint8Array.from(atob(base64!), (c) => c.charCodeAt(0))], { type: "application/octet-stream" });
      const input = new mb.Input({ source: new mb.BlobSource(blob), formats: mb.ALL_FORMATS });
      const track = await input.getPrimaryVideoTrack();
      if (!track) throw new Error(`no video in ${url ?? "(export)"}`);
      const first = await track.getFirstTimestamp();
      const end = await track.computeDuration();
      const sink = new mb.CanvasSink(track, { poolSize: 0 });
      const frames: ({ t: number; width: number; height: number; data: number[] } | null)[] = [];
      for (const t of times) {
        if (pastEnd === "null" && t >= end) {
          frames.push(null);
          continue;
        }
        const shown = await sink.getCanvas(Math.max(first, t));
        if (!shown) throw new Error(`no frame at ${t} s in ${url ?? "(export)"}`);
        const canvas = document.createElement("canvas");
        canvas.width = size.width;
        canvas.height = size.height;
        const ctx = canvas.getContext("2d", { willReadFrequently: true })!;
        ctx.drawImage(shown.canvas, 0, 0, size.width, size.height);
        frames.push({ t, ...size, data: Array.from(ctx.getImageData(0, 0, size.width, size.height).data) });
      }
      input.dispose();
      return frames;
    },
    typeof video === "string"
      ? { base64: null, url: video, times, size, pastEnd }
      : { base64: video.toString("base64"), url: null, times, size, pastEnd },
  );
}

/** A video's frames (a URL of our origin) at `times`, scaled to `size`. */
export async function videoFrames(page: Page, url: string, times: number[], size: Size): Promise<Frame[]> {
  return (await decodeFrames(page, url, times, size, "seek")) as Frame[];
}

/** The exported file's frames (MP4 or WebM) at `times` (seconds), decoded in the page and scaled down. */
export async function exportedFrames(page: Page, bytes: Buffer, times: number[], size: Size = { width: 128, height: 72 }): Promise<Frame[]> {
  return (await decodeFrames(page, bytes, times, size, "seek")) as Frame[];
}

/** Mean colour of a frame in a small square around a point (fractions of the frame). */
export function frameColour(frame: Frame, at: { x: number; y: number }, radius = 2): RGB {
  const cx = Math.round(at.x * frame.width);
  const cy = Math.round(at.y * frame.height);
  const sum = [0, 0, 0];
  let n = 0;
  for (let y = Math.max(0, cy - radius); y <= Math.min(frame.height - 1, cy + radius); y++)
    for (let x = Math.max(0, cx - radius); x <= Math.min(frame.width - 1, cx + radius); x++) {
      const i = (y * frame.width + x) * 4;
      for (let c = 0; c < 3; c++) sum[c] += frame.data[i + c];
      n++;
    }
  return sum.map((s) => Math.round(s / n)) as RGB;
}

/** The mean colour of all of a frame's pixels (not rounded). */
export function meanColour(frame: Frame): RGB {
  const sum = [0, 0, 0];
  for (let i = 0; i < frame.data.length; i += 4) for (let c = 0; c < 3; c++) sum[c] += frame.data[i + c];
  const n = frame.data.length / 4;
  return [sum[0] / n, sum[1] / n, sum[2] / n];
}

/** Mean absolute difference of two same-sized frames' colour channels (0..255). */
function frameDifference(a: Frame, b: Frame): number {
  let sum = 0;
  for (let i = 0; i < a.data.length; i++) if (i % 4 !== 3) sum += Math.abs(a.data[i] - b.data[i]);
  return sum / (a.width * a.height * 3);
}

/**
 * Frames of the exported file at `times`, sampled on a 64x36 grid: each one's mean colour and, against a reference
 * video (a URL the page loads), the mean difference to the reference's frame at every one of `referenceTimes`
 * (diff[j] = against reference time j, null where that time is past the reference's end; by default the same times).
 */
export async function frameColours(page: Page, bytes: Buffer, times: number[], reference: string, referenceTimes: number[] = times) {
  const size = { width: 64, height: 36 };
  const refFrames = await decodeFrames(page, reference, referenceTimes, size, "null");
  const frames = await exportedFrames(page, bytes, times, size);
  return frames.map((frame) => ({
    t: frame.t,
    mean: meanColour(frame),
    diff: refFrames.map((ref) => (ref ? frameDifference(frame, ref) : null)),
  }));
}
