/** Audio merger (merge media): joining decoded clips with a transition, and a 16-bit PCM WAV encoder. */

export const audioTransitions = ["crossfade", "cut", "fade"] as const;
export type AudioTransition = (typeof audioTransitions)[number];
export const audioFormats = ["mp3", "wav", "aac"] as const;
export type AudioFormat = (typeof audioFormats)[number];

/** MediaRecorder types that could encode the compressed formats, when the browser has them. */
export const recorderTypes: Record<Exclude<AudioFormat, "wav">, string[]> = {
  mp3: ["audio/mpeg", "audio/mp3"],
  aac: ["audio/mp4;codecs=mp4a.40.2", "audio/aac"],
};

export const DEFAULT_TRANSITION_SECONDS = 1;

/** One decoded clip: one Float32Array per channel, all the same length. */
export type Clip = Float32Array[];

/** The length of the transition in samples, never more than half of the shortest clip. */
export function transitionSamples(clips: Clip[], sampleRate: number, seconds: number): number {
  if (clips.length < 2) return 0;
  const shortest = Math.min(...clips.map((c) => c[0]?.length ?? 0));
  return Math.max(0, Math.min(Math.round(seconds * sampleRate), Math.floor(shortest / 2)));
}

/** Output length in samples: crossfades overlap, cut and fade do not. */
export function joinedLength(clips: Clip[], transition: AudioTransition, overlap: number): number {
  const total = clips.reduce((n, c) => n + (c[0]?.length ?? 0), 0);
  return transition === "crossfade" ? total - overlap * Math.max(0, clips.length - 1) : total;
}

/**
 * Joins clips one after another:
 * - cut: plain concatenation;
 * - crossfade: each clip overlaps the previous one by the transition, fading linearly out and in;
 * - fade: each clip fades out at its end and the next fades in at its start (no overlap).
 * Mono clips are spread to every output channel; the result has the most channels of any clip.
 */
export function joinClips(clips: Clip[], transition: AudioTransition, sampleRate: number, seconds = DEFAULT_TRANSITION_SECONDS): Float32Array[] {
  const usable = clips.filter((c) => c.length > 0 && c[0].length > 0);
  if (usable.length === 0) return [new Float32Array(0)];
  const channels = Math.max(...usable.map((c) => c.length));
  const t = transition === "cut" ? 0 : transitionSamples(usable, sampleRate, seconds);
  const out = Array.from({ length: channels }, () => new Float32Array(joinedLength(usable, transition, t)));

  let offset = 0;
  usable.forEach((clip, index) => {
    const length = clip[0].length;
    const first = index === 0;
    const last = index === usable.length - 1;
    for (let i = 0; i < length; i += 1) {
      let gain = 1;
      if (t > 0 && !first && i < t) gain = Math.min(gain, (i + 0.5) / t);
      if (t > 0 && !last && i >= length - t) gain = Math.min(gain, (length - i - 0.5) / t);
      for (let ch = 0; ch < channels; ch += 1) {
        const src = clip[Math.min(ch, clip.length - 1)];
        out[ch][offset + i] += src[i] * gain;
      }
    }
    offset += transition === "crossfade" ? length - t : length;
  });
  return out;
}

/** 16-bit PCM WAV, channels interleaved. */
export function encodeWav(channels: Float32Array[], sampleRate: number): ArrayBuffer {
  const numChannels = channels.length;
  const frames = channels[0]?.length ?? 0;
  const dataBytes = frames * numChannels * 2;
  const buffer = new ArrayBuffer(44 + dataBytes);
  const view = new DataView(buffer);
  const text = (at: number, s: string) => [...s].forEach((c, i) => view.setUint8(at + i, c.charCodeAt(0)));
  text(0, "RIFF");
  view.setUint32(4, 36 + dataBytes, true);
  text(8, "WAVE");
  text(12, "fmt ");
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, numChannels, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * numChannels * 2, true);
  view.setUint16(32, numChannels * 2, true);
  view.setUint16(34, 16, true);
  text(36, "data");
  view.setUint32(40, dataBytes, true);
  let at = 44;
  for (let i = 0; i < frames; i += 1) {
    for (let ch = 0; ch < numChannels; ch += 1) {
      const v = Math.max(-1, Math.min(1, channels[ch][i]));
      view.setInt16(at, v < 0 ? Math.round(v * 0x8000) : Math.round(v * 0x7fff), true);
      at += 2;
    }
  }
  return buffer;
}

export interface WavInfo {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  dataBytes: number;
  /** Where the samples start in the file. */
  dataOffset: number;
  durationSeconds: number;
}

/** Reads a PCM WAV header (walking the chunks); throws on anything else. */
export function readWavInfo(bytes: ArrayBuffer | Uint8Array): WavInfo {
  const u8 = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  const view = new DataView(u8.buffer, u8.byteOffset, u8.byteLength);
  const tag = (at: number) => String.fromCharCode(...u8.subarray(at, at + 4));
  if (u8.byteLength < 12 || tag(0) !== "RIFF" || tag(8) !== "WAVE") throw new Error("not a WAV file");
  let at = 12;
  let fmt: Omit<WavInfo, "dataBytes" | "dataOffset" | "durationSeconds"> | null = null;
  while (at + 8 <= u8.byteLength) {
    const id = tag(at);
    const size = view.getUint32(at + 4, true);
    if (id === "fmt ") {
      fmt = { channels: view.getUint16(at + 10, true), sampleRate: view.getUint32(at + 12, true), bitsPerSample: view.getUint16(at + 22, true) };
    } else if (id === "data") {
      if (!fmt) throw new Error("WAV data before fmt");
      const frameBytes = (fmt.bitsPerSample / 8) * fmt.channels;
      return { ...fmt, dataBytes: size, dataOffset: at + 8, durationSeconds: size / frameBytes / fmt.sampleRate };
    }
    at += 8 + size + (size % 2);
  }
  throw new Error("WAV without data");
}

/** A 16-bit PCM WAV (as encodeWav writes it) → mono samples (-1..1, channels averaged) and its sample rate. */
export function decodeWav(wav: Uint8Array): { samples: Float32Array; sampleRate: number } {
  const { channels, sampleRate, bitsPerSample, dataBytes, dataOffset } = readWavInfo(wav);
  if (bitsPerSample !== 16) throw new Error(`expected 16-bit PCM, got ${bitsPerSample}`);
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  const frames = Math.floor(Math.min(dataBytes, wav.byteLength - dataOffset) / (2 * channels));
  const samples = new Float32Array(frames);
  for (let i = 0; i < frames; i++) {
    let sum = 0;
    for (let c = 0; c < channels; c++) sum += view.getInt16(dataOffset + 2 * (i * channels + c), true);
    samples[i] = sum / channels / 32768;
  }
  return { samples, sampleRate };
}
