/**
 * Reading an exported file in tests: its duration, codecs and size (mediabunny, in Node), and its frames' colours
 * compared with a reference video's (decoded by the page's own <video>).
 */
import type { Page } from "@playwright/test";
import { ALL_FORMATS, BufferSource, Input } from "mediabunny";

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

/**
 * Frames of the exported file at `times`, sampled on a 64x36 grid: each one's mean colour and, against a reference
 * video, the mean difference to the reference's frame at every one of `referenceTimes` (diff[j] = against reference
 * time j; by default the same times).
 */
export async function frameColours(page: Page, bytes: Buffer, times: number[], reference: string, referenceTimes: number[] = times) {
  return page.evaluate(
    async ({ base64, times, reference, referenceTimes }) => {
      const W = 64;
      const H = 36;
      async function open(src: string) {
        const video = document.createElement("video");
        video.muted = true;
        video.preload = "auto";
        video.src = src;
        await new Promise((resolve, reject) => {
          video.onloadeddata = resolve;
          video.onerror = () => reject(new Error(`unreadable video ${src.slice(0, 40)}`));
        });
        return video;
      }
      async function grab(video: HTMLVideoElement, t: number) {
        await new Promise<void>((resolve) => {
          video.onseeked = () => resolve();
          video.currentTime = t;
        });
        // One more frame so the decoded picture is the seeked one.
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        const canvas = document.createElement("canvas");
        canvas.width = W;
        canvas.height = H;
        const ctx = canvas.getContext("2d", { willReadFrequently: true })!;
        ctx.drawImage(video, 0, 0, W, H);
        return Array.from(ctx.getImageData(0, 0, W, H).data);
      }
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const exported = await open(URL.createObjectURL(new Blob([data], { type: "video/webm" })));
      const ref = await open(reference);
      const refFrames: (number[] | null)[] = [];
      for (const t of referenceTimes) refFrames.push(t < ref.duration ? await grab(ref, t) : null);
      const out: { t: number; mean: number[]; diff: (number | null)[] }[] = [];
      for (const t of times) {
        const a = await grab(exported, t);
        const mean = [0, 1, 2].map((c) => a.filter((_, i) => i % 4 === c).reduce((s, v) => s + v, 0) / (W * H));
        const diff = refFrames.map((b) => {
          if (!b) return null;
          let sum = 0;
          for (let i = 0; i < a.length; i++) if (i % 4 !== 3) sum += Math.abs(a[i] - b[i]);
          return sum / (W * H * 3);
        });
        out.push({ t, mean, diff });
      }
      return out;
    },
    { base64: bytes.toString("base64"), times, reference, referenceTimes },
  );
}
