/**
 * The pure half of export: which codecs to use for a format given what the browser can encode, progress and
 * time left, the file name, and the audio mixing arithmetic. No DOM, no mediabunny: unit-tested in Node.
 */
import type { Keyframe } from "../model/document";
import { valueAt } from "../model/keyframes";
export const exportFormats = ["webm", "mp4"] as const;
export type ExportFormat = (typeof exportFormats)[number];

export type VideoCodecId = "vp9" | "vp8" | "avc";
export type AudioCodecId = "opus" | "aac";

/** What this browser can encode, as found by mediabunny's canEncodeVideo / canEncodeAudio at run time. */
export interface EncodeCapabilities {
  vp9: boolean;
  vp8: boolean;
  avc: boolean;
  opus: boolean;
  aac: boolean;
}

export interface CodecChoice {
  format: ExportFormat;
  video: VideoCodecId;
  /** null: the file has no audio track. */
  audio: AudioCodecId | null;
  /** Shown to the user when the choice is not the format's usual pair (e.g. Opus in MP4 where AAC is missing). */
  notice: string | null;
}

const codecLabel: Record<VideoCodecId | AudioCodecId, string> = { vp9: "VP9", vp8: "VP8", avc: "H.264", opus: "Opus", aac: "AAC" };
export const formatLabel: Record<ExportFormat, string> = { webm: "WebM", mp4: "MP4" };

export function describeChoice(choice: Pick<CodecChoice, "format" | "video" | "audio">): string {
  const audio = choice.audio ? `, ${codecLabel[choice.audio]} audio` : ", no audio";
  return `${formatLabel[choice.format]} (${codecLabel[choice.video]} video${audio})`;
}

/** Whether MP4 is offered, and why not when it is not. */
export function mp4Availability(caps: EncodeCapabilities): { offered: true } | { offered: false; reason: string } {
  return caps.avc
    ? { offered: true }
    : { offered: false, reason: "MP4 needs an H.264 encoder, and this browser has none. WebM plays in all modern browsers." };
}

/**
 * Codecs for a format. WebM: VP9 (VP8 when VP9 is missing) and Opus. MP4: H.264 and AAC; where AAC cannot be
 * encoded (e.g. Chromium on Linux) the audio is Opus in MP4, and the notice says so. Throws when no video codec.
 */
export function chooseCodecs(format: ExportFormat, caps: EncodeCapabilities): CodecChoice {
  if (format === "webm") {
    const video: VideoCodecId | null = caps.vp9 ? "vp9" : caps.vp8 ? "vp8" : null;
    if (!video) throw new Error("This browser cannot encode VP9 or VP8 video, so it cannot export WebM.");
    const audio = caps.opus ? "opus" : null;
    const notice = audio ? null : "This browser cannot encode Opus audio: the WebM file has no sound.";
    return { format, video, audio, notice };
  }
  const mp4 = mp4Availability(caps);
  if (!mp4.offered) throw new Error(mp4.reason);
  if (caps.aac) return { format, video: "avc", audio: "aac", notice: null };
  if (caps.opus)
    return {
      format,
      video: "avc",
      audio: "opus",
      notice:
        "This browser has no AAC encoder, so the MP4's audio is Opus instead. Chrome, Firefox, Edge and VLC play it; some players (older QuickTime) may play it silent. Choose WebM for the widest browser support.",
    };
  return { format, video: "avc", audio: null, notice: "This browser can encode neither AAC nor Opus audio: the MP4 file has no sound." };
}

/** The download's file name: the title as a slug, the output size and frame rate, and the format's extension. */
export function exportFileName(title: string, size: { width: number; height: number }, frameRate: number, format: ExportFormat): string {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "video";
  return `${slug}-${size.width}x${size.height}-${frameRate}fps.${format}`;
}

/** Frame times of the export: frame i shows timeline time i / frameRate, until the timeline ends. */
export function frameCount(duration: number, frameRate: number): number {
  return Math.max(0, Math.round(duration * frameRate));
}

/**
 * How many frames before its tenth of a second a person mask is asked for (from the picture of the frame it is asked
 * on). One frame left the segmentation worker about 33 ms at 30 fps, too little beside the export's own drawing and
 * encoding on two cores: the loop waited for a quarter of its time. Two frames, and a mask is two to four frames older
 * than the pictures it is drawn with (at most 0.13 s at 30 fps), as the preview's is.
 */
export const MASK_LEAD_FRAMES = 2;

/** The tenth of a second of timeline (its index) that frame i falls in. */
export const maskSlotOf = (i: number, frameRate: number) => Math.floor((i / frameRate) * 10);

/**
 * The tenth of a second whose person mask the export asks for on frame i, or null: each tenth's mask is asked for on
 * the first frame that is MASK_LEAD_FRAMES frames or fewer before it (the first tenth's, on its own first frame).
 */
export function maskSlotToAsk(i: number, frameRate: number): number | null {
  const coming = maskSlotOf(i + MASK_LEAD_FRAMES, frameRate);
  if (coming === maskSlotOf(i, frameRate)) return null;
  return i === 0 || coming !== maskSlotOf(i - 1 + MASK_LEAD_FRAMES, frameRate) ? coming : null;
}

export interface Progress {
  /** 0..1 */
  fraction: number;
  /** Seconds left, or null until there is enough to go on. */
  etaSeconds: number | null;
}

/** Progress from the work done so far: the ETA extrapolates the average speed, once a little time has passed. */
export function progressOf(done: number, total: number, elapsedMs: number): Progress {
  if (total <= 0) return { fraction: 1, etaSeconds: 0 };
  const fraction = Math.min(1, Math.max(0, done / total));
  if (done <= 0 || elapsedMs < 500) return { fraction, etaSeconds: null };
  const perUnit = elapsedMs / 1000 / done;
  return { fraction, etaSeconds: Math.max(0, Math.round(perUnit * (total - done))) };
}

/** "12 s left", "3 min 5 s left", "Estimating time left…". */
export function formatEta(etaSeconds: number | null): string {
  if (etaSeconds === null) return "Estimating time left…";
  const s = Math.max(0, Math.round(etaSeconds));
  if (s < 60) return `${s} s left`;
  return `${Math.floor(s / 60)} min ${s % 60} s left`;
}

/** A stretch of decoded source sound: planar channels starting at source time `timestamp`. */
export interface AudioChunk {
  channels: readonly Float32Array[];
  sampleRate: number;
  /** Seconds into the source. */
  timestamp: number;
}

/** A sounding stretch of the timeline (the fields of frame-plan's AudioSegment that mixing needs). */
export interface MixSegment {
  start: number;
  end: number;
  in: number;
  volume: number;
  /** Volume keyframes (item-relative), when the volume is animated. */
  volumeKeys?: Keyframe[];
  fadeIn: number;
  fadeOut: number;
}

/** Gain at timeline time t, as frame-plan's gainAt (copied here so mixing stays a leaf module; one interpolation). */
function gain(segment: MixSegment, t: number): number {
  if (t < segment.start || t >= segment.end) return 0;
  const fadeIn = segment.fadeIn > 0 ? Math.min(1, (t - segment.start) / segment.fadeIn) : 1;
  const fadeOut = segment.fadeOut > 0 ? Math.min(1, (segment.end - t) / segment.fadeOut) : 1;
  return Math.max(0, valueAt(segment.volumeKeys, t - segment.start, segment.volume)) * Math.min(fadeIn, fadeOut);
}

/**
 * The output samples [first, last) of a window (`length` samples from `windowStart`) that a chunk covering
 * [chunkStart, chunkEnd) of the timeline reaches inside the segment's [start, end); null where they do not overlap.
 */
export function chunkOverlap(
  length: number,
  windowStart: number,
  sampleRate: number,
  chunkStart: number,
  chunkEnd: number,
  segment: { start: number; end: number },
): { first: number; last: number } | null {
  const from = Math.max(windowStart, chunkStart, segment.start);
  const to = Math.min(windowStart + length / sampleRate, chunkEnd, segment.end);
  if (to <= from) return null;
  const first = Math.max(0, Math.ceil((from - windowStart) * sampleRate - 1e-6));
  const last = Math.min(length, Math.ceil((to - windowStart) * sampleRate - 1e-6));
  return { first, last };
}

/**
 * Adds a decoded chunk of a segment's source into an output window (planar, `out[c]` covers timeline time
 * windowStart + i / sampleRate), with the segment's gain and fades and linear resampling. Mono sources go to every
 * output channel; extra source channels are dropped. Only the overlap of chunk, segment and window is touched.
 */
export function mixChunk(out: Float32Array[], windowStart: number, sampleRate: number, chunk: AudioChunk, segment: MixSegment): void {
  const length = out[0]?.length ?? 0;
  const srcLength = chunk.channels[0]?.length ?? 0;
  if (length === 0 || srcLength === 0) return;
  // Timeline time of the chunk's first sample.
  const chunkStart = segment.start + (chunk.timestamp - segment.in);
  const overlap = chunkOverlap(length, windowStart, sampleRate, chunkStart, chunkStart + srcLength / chunk.sampleRate, segment);
  if (!overlap) return;
  const { first, last } = overlap;
  const ratio = chunk.sampleRate / sampleRate;
  for (let i = first; i < last; i++) {
    const t = windowStart + i / sampleRate;
    const g = gain(segment, t);
    if (g === 0) continue;
    // Snap float noise (1.9999999 is sample 2), so equal rates copy samples one to one.
    const exact = (t - chunkStart) * chunk.sampleRate;
    const pos = Math.abs(exact - Math.round(exact)) < 1e-6 ? Math.round(exact) : exact;
    const j = Math.floor(pos);
    const frac = pos - j;
    const jn = Math.min(j + 1, srcLength - 1);
    if (j < 0 || j >= srcLength) continue;
    for (let c = 0; c < out.length; c++) {
      const src = chunk.channels[Math.min(c, chunk.channels.length - 1)];
      const v = ratio === 1 ? src[j] : src[j] + (src[jn] - src[j]) * frac;
      out[c][i] += v * g;
    }
  }
}

/** Keeps the mix within [-1, 1] (soft enough: a hard clip only where sources add up past full scale). */
export function clampMix(out: Float32Array[]): void {
  for (const channel of out) for (let i = 0; i < channel.length; i++) channel[i] = Math.max(-1, Math.min(1, channel[i]));
}

/** Interleaves planar channels into one planar buffer (c0 samples, then c1...) for an f32-planar AudioSample. */
export function toPlanar(out: readonly Float32Array[]): Float32Array {
  const length = out[0]?.length ?? 0;
  const data = new Float32Array(length * out.length);
  out.forEach((channel, c) => data.set(channel, c * length));
  return data;
}
