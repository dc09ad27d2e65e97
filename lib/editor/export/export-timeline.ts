/**
 * Whole-timeline export in the browser: every frame from 0 to the timeline's end is drawn by the compositor
 * (lib/editor/render/compositor.ts) and encoded with WebCodecs through mediabunny;
 * all audible segments are mixed in one-second windows and encoded beside it. The file is streamed to the
 * origin-private file system (OPFS) when the browser has it, so long exports do not sit in memory.
 *
 * Loaded on demand (dynamic import) by the export dialog: mediabunny stays out of the editor's first load.
 *
 * AAC: where the browser lacks a native AAC encoder, detectCapabilities() registers `@mediabunny/aac-encoder`
 * (WASM, loaded on demand); only if that fails too does MP4 fall back to Opus audio and say so (chooseCodecs in
 * ./plan.ts).
 */
import { fetchFile } from "@/lib/api-request";
import type { Input as InputT, StreamTargetChunk, VideoSample, VideoSampleSink as VideoSampleSinkT } from "mediabunny";

import { docDuration, type MediaAsset, outputSize, type ProjectDoc } from "../model/document";
import type { MasterResult } from "../audio/mixer";
import { mixPlan, type SpeechByAsset } from "../audio/mix-plan";
import { crossfaded, framePlan, type MediaLayer, visualTracks } from "../render/frame-plan";
import { drawLayers, drawWatermark } from "../render/compositor";
import { prepareLook } from "../render/look-hook";
import { docHasEffects, NO_INPUTS, prepareEffects } from "../effects/effect-hook";
import type { EffectInputs } from "../effects/types";
import { prepareCaptions } from "../render/caption-hook";
import { chooseCodecs, type CodecChoice, type EncodeCapabilities, type ExportFormat, frameCount, maskSlotOf, maskSlotToAsk, type Progress, progressOf, toPlanar } from "./plan";
import { mixForExport } from "./export-audio";
import { assumedColorSpace, relabel } from "./color-space";
import { FramePicker } from "./readers";
import { RgbaFrames } from "./rgba-frames";
import { type Picker, ReversePicker } from "./retime";

type Mediabunny = typeof import("mediabunny");

export const AUDIO_SAMPLE_RATE = 48_000;
export const AUDIO_CHANNELS = 2;
/** Seconds of sound mixed at a time: memory stays bounded whatever the timeline's length. */
export const AUDIO_WINDOW_SECONDS = 1;
const OPFS_PREFIX = "msx-export-";
const NO_MASK_NOTICE = "The person in the picture could not be found on this device, so effects around the subject were drawn around the whole frame.";

export interface ExportTimelineOptions {
  format: ExportFormat;
  /** Where an asset's bytes are read from (blob:, /media/…, storage URL); null when not available here. */
  resolveUrl: (asset: MediaAsset) => string | null;
  onProgress?: (progress: Progress) => void;
  signal?: AbortSignal;
  /** "auto": OPFS when available, else memory. */
  target?: "auto" | "opfs" | "memory";
  /** Speech found in the voice assets (source seconds), for ducking; none = nothing ducks. */
  speech?: SpeechByAsset;
  /** Draw the studio's watermark on every frame (premium effects on a plan without them). */
  watermark?: boolean;
}

export interface ExportTimelineResult {
  /** The finished file (backed by OPFS when storage is "opfs"). */
  file: Blob;
  mimeType: string;
  choice: CodecChoice;
  /** Anything the user should know: codec fallbacks, sounds left out. */
  notices: string[];
  storage: "opfs" | "memory";
  frames: number;
  /** Seconds of timeline exported. */
  duration: number;
  width: number;
  height: number;
  elapsedMs: number;
  /** The sound's loudness before and after normalising to the project's target; null when the file has no sound. */
  loudness: MasterResult | null;
  /**
   * Deletes the file from OPFS once it is no longer needed (the download link gone and its download done). Until
   * then it is kept, and other tabs leave it alone; a closed tab's files are removed by the next export.
   */
  dispose: () => Promise<void>;
}

export class ExportCanceledError extends Error {
  constructor() {
    super("Export canceled");
    this.name = "ExportCanceledError";
  }
}

let wasmAac: Promise<void> | null = null;

function registerWasmAac(): Promise<void> {
  wasmAac ??= import("@mediabunny/aac-encoder")
    .then(({ registerAacEncoder }) => registerAacEncoder())
    .catch(() => {
      wasmAac = null;
    });
  return wasmAac;
}

/** What this browser can encode at this size, asked of mediabunny (WebCodecs) at run time. */
export async function detectCapabilities(size: { width: number; height: number }, frameRate: number): Promise<EncodeCapabilities> {
  const mb = await import("mediabunny");
  const video = (codec: "vp9" | "vp8" | "avc") => mb.canEncodeVideo(codec, { ...size, frameRate }).catch(() => false);
  const audio = (codec: "opus" | "aac") =>
    mb.canEncodeAudio(codec, { numberOfChannels: AUDIO_CHANNELS, sampleRate: AUDIO_SAMPLE_RATE }).catch(() => false);
  const [vp9, vp8, avc, opus] = await Promise.all([video("vp9"), video("vp8"), video("avc"), audio("opus")]);
  let aac = await audio("aac");
  if (!aac && avc) {
    // This browser has no native AAC encoder (Chromium builds without it, e.g. Debian's): mediabunny's WASM AAC-LC
    // encoder fills in, loaded only here, so MP4 keeps AAC audio.
    await registerWasmAac();
    aac = await audio("aac");
  }
  return { vp9, vp8, avc, opus, aac };
}

function throwIfAborted(signal?: AbortSignal) {
  if (signal?.aborted) throw new ExportCanceledError();
}

interface OutputFile {
  storage: "opfs" | "memory";
  target: InstanceType<Mediabunny["StreamTarget"]> | InstanceType<Mediabunny["BufferTarget"]>;
  finish: () => Promise<Blob>;
  discard: () => Promise<void>;
  /** Deletes the finished file (OPFS) and lets other tabs clean it up. */
  dispose: () => Promise<void>;
}

/**
 * Each OPFS export file is held by a Web Lock (`msx-export:<name>`) for as long as its page may still read it, so
 * that another tab's clean-up leaves it alone; files whose lock is gone (a tab closed or crashed) are stale.
 */
const lockName = (name: string) => `msx-export:${name}`;

/** Holds the lock `name` until the returned function is called (no-op where Web Locks are missing). */
async function holdLock(name: string): Promise<() => void> {
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  if (!locks) return () => undefined;
  let release: () => void = () => undefined;
  await new Promise<void>((granted) => {
    void locks.request(name, () => {
      granted();
      return new Promise<void>((resolve) => (release = resolve));
    });
  });
  return release;
}

/** Removes export files left in OPFS by pages that no longer hold them. */
async function removeStaleExports(dir: FileSystemDirectoryHandle) {
  const held = new Set(((await navigator.locks?.query())?.held ?? []).map((lock) => lock.name));
  const names: string[] = [];
  for await (const name of (dir as unknown as { keys(): AsyncIterable<string> }).keys()) {
    if (name.startsWith(OPFS_PREFIX) && !held.has(lockName(name))) names.push(name);
  }
  await Promise.all(names.map((name) => dir.removeEntry(name).catch(() => undefined)));
}

async function openOutputFile(mb: Mediabunny, extension: string, mimeType: string, want: ExportTimelineOptions["target"]): Promise<OutputFile> {
  const storage = typeof navigator !== "undefined" ? navigator.storage : undefined;
  if (want !== "memory" && storage && typeof storage.getDirectory === "function") {
    let release: (() => void) | null = null;
    try {
      const dir = await storage.getDirectory();
      await removeStaleExports(dir);
      const name = `${OPFS_PREFIX}${Date.now()}-${Math.random().toString(36).slice(2, 8)}.${extension}`;
      release = await holdLock(lockName(name));
      const handle = await dir.getFileHandle(name, { create: true });
      if (typeof handle.createWritable !== "function") throw new Error("no createWritable");
      const writable = await handle.createWritable();
      const target = new mb.StreamTarget(writable as unknown as WritableStream<StreamTargetChunk>, { chunked: true, chunkSize: 4 * 1024 * 1024 });
      const remove = async () => {
        await dir.removeEntry(name).catch(() => undefined);
        release?.();
      };
      return {
        storage: "opfs",
        target,
        // Output.finalize() closes the writable; the file is then complete on disk.
        finish: async () => {
          const file = await handle.getFile();
          return file.slice(0, file.size, mimeType);
        },
        discard: async () => {
          await writable.abort().catch(() => undefined);
          await remove();
        },
        dispose: remove,
      };
    } catch (error) {
      release?.();
      if (want === "opfs") throw error;
    }
  }
  const target = new mb.BufferTarget();
  return {
    storage: "memory",
    target,
    finish: async () => {
      if (!target.buffer) throw new Error("The export produced no data.");
      return new Blob([target.buffer], { type: mimeType });
    },
    discard: async () => undefined,
    dispose: async () => undefined,
  };
}

/** Renders the whole timeline into a WebM or MP4 file. Rejects with ExportCanceledError when `signal` aborts. */
export async function exportTimeline(doc: ProjectDoc, options: ExportTimelineOptions): Promise<ExportTimelineResult> {
  const began = performance.now();
  const { signal } = options;
  const mb = await import("mediabunny");
  const size = outputSize(doc.settings);
  const fps = doc.settings.frameRate;
  const duration = docDuration(doc);
  if (duration <= 0) throw new Error("The timeline is empty: add a clip before exporting.");
  if (typeof VideoEncoder === "undefined" || typeof OffscreenCanvas === "undefined") {
    throw new Error("This browser has no WebCodecs video encoder, so it cannot export. Try a current Chrome, Edge or Firefox.");
  }
  const choice = chooseCodecs(options.format, await detectCapabilities(size, fps));
  const notices = choice.notice ? [choice.notice] : [];
  throwIfAborted(signal);

  // Sources: each asset's file is read once; images are decoded once.
  const inputs = new Map<string, Promise<InputT>>();
  const openInput = (asset: MediaAsset) => {
    let input = inputs.get(asset.id);
    if (!input) {
      input = (async () => {
        const url = options.resolveUrl(asset);
        if (!url) throw new Error(`"${asset.name}" is not available in this browser. Add the file again, then export.`);
        const response = await fetchFile(url, { signal });
        if (!response.ok) throw new Error(`"${asset.name}" could not be read (HTTP ${response.status}).`);
        return new mb.Input({ source: new mb.BlobSource(await response.blob()), formats: mb.ALL_FORMATS });
      })();
      inputs.set(asset.id, input);
    }
    return input;
  };
  const images = new Map<string, ImageBitmap>();
  const videoSinks = new Map<string, VideoSampleSinkT | null>();
  // Untagged SD videos' frames are drawn as BT.601, as the preview shows them (./color-space.ts).
  const colorSpaces = new Map<string, VideoColorSpaceInit>();
  for (const track of visualTracks(doc)) {
    for (const item of track.items) {
      if (item.kind !== "image" && item.kind !== "video") continue;
      const asset = doc.assets.find((a) => a.id === item.assetId);
      if (!asset) continue;
      if (item.kind === "image" && !images.has(asset.id)) {
        const url = options.resolveUrl(asset);
        if (!url) throw new Error(`"${asset.name}" is not available in this browser. Add the file again, then export.`);
        const response = await fetchFile(url, { signal });
        if (!response.ok) throw new Error(`"${asset.name}" could not be read (HTTP ${response.status}).`);
        images.set(asset.id, await createImageBitmap(await response.blob()));
      } else if (item.kind === "video" && !videoSinks.has(asset.id)) {
        const videoTrack = await (await openInput(asset)).getPrimaryVideoTrack();
        videoSinks.set(asset.id, videoTrack ? new mb.VideoSampleSink(videoTrack) : null);
        const assumed = videoTrack ? assumedColorSpace(await videoTrack.getColorSpace(), await videoTrack.getCodedHeight()) : null;
        if (assumed) colorSpaces.set(asset.id, assumed);
      }
    }
  }
  // Crop, key, grading and LUTs: their engine and tables, before the first frame; the effects' engine too.
  for (const name of await prepareLook(doc)) notices.push(`The LUT "${name}" could not be read and is left out.`);
  await prepareEffects(doc);
  // Styled captions: their renderer, before the first frame.
  await prepareCaptions(doc);
  throwIfAborted(signal);

  // Sound: the whole mix plan, mixed, measured, normalised and limited before the first frame.
  const mix = choice.audio
    ? await mixForExport(mb, mixPlan(doc, options.speech), openInput, {
        sampleRate: AUDIO_SAMPLE_RATE,
        channels: AUDIO_CHANNELS,
        windowSeconds: AUDIO_WINDOW_SECONDS,
        signal,
        notices,
      }).catch((error) => {
        if (signal?.aborted) throw new ExportCanceledError();
        throw error;
      })
    : null;
  throwIfAborted(signal);

  const mimeType = options.format === "webm" ? "video/webm" : "video/mp4";
  const file = await openOutputFile(mb, options.format, mimeType, options.target ?? "auto");
  const output = new mb.Output({
    format: options.format === "webm" ? new mb.WebMOutputFormat() : new mb.Mp4OutputFormat(),
    target: file.target,
  });
  const canvas = new OffscreenCanvas(size.width, size.height);
  // Effects read the frame's pixels back (grades, masks): a canvas kept in memory reads them back faster.
  const ctx = canvas.getContext("2d", { alpha: false, willReadFrequently: docHasEffects(doc) });
  if (!ctx) throw new Error("This browser cannot draw export frames (no 2D canvas).");
  const quality = doc.settings.bitrate ? new mb.Quality({ bitrate: doc.settings.bitrate }) : mb.QUALITY_HIGH;
  const videoSource = new mb.CanvasSource(canvas, { codec: choice.video, quality, keyFrameInterval: 2 });
  output.addVideoTrack(videoSource, { frameRate: fps });
  const audioSource = choice.audio ? new mb.AudioSampleSource({ codec: choice.audio, quality: mb.QUALITY_HIGH }) : null;
  if (audioSource) output.addAudioTrack(audioSource);

  const pickers = new Map<string, Picker<VideoSample>>();
  const totalSamples = Math.round(duration * AUDIO_SAMPLE_RATE);
  const windowSamples = AUDIO_WINDOW_SECONDS * AUDIO_SAMPLE_RATE;
  let audioDone = 0;

  async function addAudioUntil(seconds: number) {
    if (!audioSource || !mix) return;
    const until = Math.min(totalSamples, Math.round(seconds * AUDIO_SAMPLE_RATE));
    while (audioDone < until) {
      const length = Math.min(windowSamples, totalSamples - audioDone);
      const windowStart = audioDone / AUDIO_SAMPLE_RATE;
      const out = mix ? mix.channels.map((ch) => ch.subarray(audioDone, audioDone + length)) : [];
      const sample = new mb.AudioSample({
        data: toPlanar(out),
        format: "f32-planar",
        numberOfChannels: AUDIO_CHANNELS,
        sampleRate: AUDIO_SAMPLE_RATE,
        timestamp: windowStart,
      });
      await audioSource.add(sample);
      sample.close();
      audioDone += length;
    }
  }

  async function sourceFor(layer: MediaLayer): Promise<CanvasImageSource | null> {
    if (!layer.asset) return null;
    if (layer.item.kind === "image") return images.get(layer.asset.id) ?? null;
    const sink = videoSinks.get(layer.asset.id);
    if (!sink) return null;
    let picker = pickers.get(layer.item.id);
    if (!picker) {
      // A transition shows the clip's handles: read on past its out point (or, reversed, back past its in point).
      const { item } = layer;
      const reach = crossfaded(doc.tracks.find((t) => t.id === layer.trackId), item);
      picker = item.reverse ? new ReversePicker((from, to) => sink.samples(from, to), reach.in) : new FramePicker(sink.samples(layer.sourceTime, reach.out));
      pickers.set(layer.item.id, picker);
    }
    const sample = await picker.at(layer.sourceTime);
    if (!sample) return null;
    const id = layer.item.id;
    const colorSpace = colorSpaces.get(layer.asset.id);
    if (!colorSpace) return asRgba(id, sample.toCanvasImageSource(), sample);
    const kept = relabelled.get(id);
    if (kept?.sample === sample) return asRgba(id, kept.frame, sample);
    kept?.frame.close();
    relabelled.delete(id);
    // toVideoFrame makes a frame of its own: it is closed once copied.
    const decoded = sample.toVideoFrame();
    const frame = await relabel(decoded, colorSpace).finally(() => decoded.close());
    if (!frame) return asRgba(id, sample.toCanvasImageSource(), sample);
    relabelled.set(id, { sample, frame });
    return asRgba(id, frame, sample);
  }
  const relabelled = new Map<string, { sample: object; frame: VideoFrame }>();
  // Decoded frames are drawn from RGBA canvases (./rgba-frames.ts): converted once, and cheaply.
  const rgba = new RgbaFrames();
  const asRgba = async (id: string, source: CanvasImageSource, key: object): Promise<CanvasImageSource> =>
    typeof VideoFrame !== "undefined" && source instanceof VideoFrame ? ((await rgba.canvasOf(id, source, key)) ?? source) : source;

  // The effects' inputs: the beats of the mix, and the person mask of the frame's pictures (a tenth of a second of
  // timeline at a time, shared by every effect of the frame).
  const effectInputs: EffectInputs = { ...NO_INPUTS };
  const fx = docHasEffects(doc) ? await import("../effects/inputs") : null;
  if (fx?.docNeeds(doc, "beats")) {
    effectInputs.beats = mix ? fx.beatsOfMix(mix.channels, AUDIO_SAMPLE_RATE) : await fx.timelineBeats(doc, options.resolveUrl, signal).catch(() => []);
  }
  const masks = fx?.docNeeds(doc, "subject") ? await import("@/lib/ai/face/segmenter").then((m) => m.createSegmenter()) : null;
  const maskCanvas = masks ? new OffscreenCanvas(256, Math.max(2, Math.round((256 * size.height) / size.width))) : null;
  // The mask of each tenth of a second is asked for MASK_LEAD_FRAMES frames ahead (maskSlotToAsk), from the picture of
  // the frame it is asked on: the worker segments while those frames are drawn and encoded, and the loop rarely waits.
  let maskSlot = -1;
  let askedSlot = -1;
  let nextMask: Promise<EffectInputs["subject"]> | null = null;
  const askMask = (layers: ReturnType<typeof framePlan>, sources: (layer: MediaLayer) => CanvasImageSource | null) => {
    if (!masks || !maskCanvas || !fx) return null;
    const mctx = maskCanvas.getContext("2d")!;
    drawLayers(mctx, layers.filter((l) => l.type === "media"), sources, { width: maskCanvas.width, height: maskCanvas.height });
    return masks
      .segment(maskCanvas, maskCanvas.width, maskCanvas.height)
      .then((mask) => fx.toEffectMask(mask))
      .catch(() => null);
  };

  const total = frameCount(duration, fps);
  let lastReport = 0;
  try {
    await output.start();
    for (let i = 0; i < total; i++) {
      throwIfAborted(signal);
      const t = i / fps;
      // Sound runs up to a window ahead of the picture, so the muxer can interleave.
      await addAudioUntil(t + AUDIO_WINDOW_SECONDS);
      const layers = framePlan(doc, t);
      const resolved = new Map<MediaLayer, CanvasImageSource | null>();
      for (const layer of layers) if (layer.type === "media") resolved.set(layer, await sourceFor(layer));
      const sources = (layer: MediaLayer) => resolved.get(layer) ?? null;
      const needsMask = Boolean(masks && fx?.layersNeed(layers, "subject"));
      if (needsMask && maskSlotOf(i, fps) !== maskSlot) {
        maskSlot = maskSlotOf(i, fps);
        // Asked for on the frame before (the first frame of all asks now).
        const mask = await (askedSlot === maskSlot && nextMask ? nextMask : askMask(layers, sources));
        if (!mask && !notices.includes(NO_MASK_NOTICE)) notices.push(NO_MASK_NOTICE);
        effectInputs.subject = mask;
        nextMask = null;
      }
      drawLayers(ctx, layers, sources, size, effectInputs);
      const coming = maskSlotToAsk(i, fps);
      if (needsMask && coming !== null && askedSlot !== coming) {
        askedSlot = coming;
        nextMask = askMask(layers, sources);
      }
      if (options.watermark) drawWatermark(ctx, size);
      await videoSource.add(t, 1 / fps);
      // Readers of items that have ended are released.
      const shown = new Set(layers.map((l) => l.item.id));
      for (const [id, picker] of pickers) {
        if (!shown.has(id)) {
          picker.close();
          pickers.delete(id);
          relabelled.get(id)?.frame.close();
          relabelled.delete(id);
          rgba.release(id);
        }
      }
      const now = performance.now();
      if (now - lastReport > 200 || i === total - 1) {
        lastReport = now;
        options.onProgress?.(progressOf(i + 1, total, now - began));
      }
    }
    await addAudioUntil(duration);
    throwIfAborted(signal);
    videoSource.close();
    audioSource?.close();
    await output.finalize();
    const blob = await file.finish();
    return {
      file: blob,
      mimeType,
      choice,
      notices,
      storage: file.storage,
      frames: total,
      duration,
      ...size,
      elapsedMs: performance.now() - began,
      loudness: mix?.master ?? null,
      dispose: file.dispose,
    };
  } catch (error) {
    await output.cancel().catch(() => undefined);
    await file.discard();
    if (signal?.aborted) throw new ExportCanceledError();
    throw error;
  } finally {
    masks?.close();
    for (const picker of pickers.values()) picker.close();
    for (const { frame } of relabelled.values()) frame.close();
    rgba.clear();
    for (const bitmap of images.values()) bitmap.close();
    for (const input of inputs.values()) void input.then((i) => i.dispose()).catch(() => undefined);
  }
}
