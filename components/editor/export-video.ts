/**
 * Renders a clip with the editor's colour and blur settings into a WebM file, in the browser.
 * WebCodecs through mediabunny (VP8/VP9 video, Opus audio) where an encoder exists; otherwise a
 * canvas recorded with MediaRecorder. Loaded on demand by the export dialog.
 */
import { mediaKind } from "@/lib/editor/media-files";
import { canvasFilter } from "@/lib/editor/preview";
import type { BlurSettings, Clip, ColorSettings } from "@/lib/editor/state";

export interface ExportRequest {
  clip: Clip;
  color: ColorSettings;
  blur: Pick<BlurSettings, "type" | "intensity">;
  width: number;
  height: number;
  frameRate: number;
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
}

export interface ExportResult {
  blob: Blob;
  /** Human-readable container and codecs, e.g. "WebM (VP8 video, Opus audio)". */
  format: string;
  engine: "webcodecs" | "mediarecorder";
}

export class ExportCanceledError extends Error {
  constructor() {
    super("Export canceled");
    this.name = "ExportCanceledError";
  }
}

const codecNames: Record<string, string> = { vp8: "VP8", vp9: "VP9", av1: "AV1", opus: "Opus", vorbis: "Vorbis" };

function drawContain(
  ctx: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D,
  draw: (dx: number, dy: number, dw: number, dh: number) => void,
  srcW: number,
  srcH: number,
  width: number,
  height: number,
) {
  ctx.filter = "none";
  ctx.fillStyle = "#000";
  ctx.fillRect(0, 0, width, height);
  const scale = Math.min(width / srcW, height / srcH);
  const dw = Math.round(srcW * scale);
  const dh = Math.round(srcH * scale);
  draw(Math.round((width - dw) / 2), Math.round((height - dh) / 2), dw, dh);
}

async function withWebCodecs(req: ExportRequest): Promise<ExportResult | null> {
  if (typeof VideoEncoder === "undefined" || typeof OffscreenCanvas === "undefined") return null;
  const mb = await import("mediabunny");
  const videoCodec = await mb.getFirstEncodableVideoCodec(["vp8", "vp9"], { width: req.width, height: req.height });
  if (!videoCodec) return null;
  const audioCodec = await mb.getFirstEncodableAudioCodec(["opus", "vorbis"]);
  const data = await (await fetch(req.clip.url!, { signal: req.signal })).blob();
  const input = new mb.Input({ source: new mb.BlobSource(data), formats: mb.ALL_FORMATS });
  const output = new mb.Output({ format: new mb.WebMOutputFormat(), target: new mb.BufferTarget() });
  const canvas = new OffscreenCanvas(req.width, req.height);
  const ctx = canvas.getContext("2d");
  if (!ctx) return null;
  const filter = canvasFilter(req.color, req.blur, req.width);
  const conversion = await mb.Conversion.init({
    input,
    output,
    tracks: "primary",
    video: {
      frameRate: req.frameRate,
      codec: videoCodec,
      forceTranscode: true,
      processedWidth: req.width,
      processedHeight: req.height,
      process: (sample) => {
        drawContain(
          ctx,
          (dx, dy, dw, dh) => {
            ctx.filter = filter;
            sample.draw(ctx, dx, dy, dw, dh);
            ctx.filter = "none";
          },
          sample.displayWidth,
          sample.displayHeight,
          req.width,
          req.height,
        );
        return canvas;
      },
    },
    audio: audioCodec ? { codec: audioCodec } : { discard: true },
  });
  if (!conversion.isValid) return null;
  conversion.onProgress = (p) => req.onProgress(Math.min(1, p));
  const abort = () => void conversion.cancel();
  req.signal.addEventListener("abort", abort);
  try {
    await conversion.execute();
  } catch (error) {
    if (req.signal.aborted) throw new ExportCanceledError();
    throw error;
  } finally {
    req.signal.removeEventListener("abort", abort);
  }
  const buffer = output.target.buffer;
  if (!buffer) return null;
  const hasAudio = conversion.utilizedTracks.some((t) => t.isAudioTrack());
  const format = `WebM (${codecNames[videoCodec] ?? videoCodec} video${hasAudio && audioCodec ? `, ${codecNames[audioCodec] ?? audioCodec} audio` : ""})`;
  return { blob: new Blob([buffer], { type: "video/webm" }), format, engine: "webcodecs" };
}

/** Fallback: play the clip (or show the image) on a canvas in real time and record it. */
async function withMediaRecorder(req: ExportRequest): Promise<ExportResult> {
  const canvas = document.createElement("canvas");
  canvas.width = req.width;
  canvas.height = req.height;
  const ctx = canvas.getContext("2d");
  if (!ctx || typeof MediaRecorder === "undefined") throw new Error("This browser cannot record video.");
  const filter = canvasFilter(req.color, req.blur, req.width);
  const kind = mediaKind(req.clip);
  let source: HTMLVideoElement | HTMLImageElement;
  let duration: number;
  if (kind === "image") {
    const img = new Image();
    img.src = req.clip.url!;
    await img.decode();
    source = img;
    duration = req.clip.duration ?? 5;
  } else {
    const video = document.createElement("video");
    video.muted = true;
    video.playsInline = true;
    video.src = req.clip.url!;
    await new Promise<void>((resolve, reject) => {
      video.onloadeddata = () => resolve();
      video.onerror = () => reject(new Error("The clip could not be read."));
    });
    source = video;
    duration = Number.isFinite(video.duration) ? video.duration : (req.clip.duration ?? 0);
  }
  const srcW = source instanceof HTMLVideoElement ? source.videoWidth : source.naturalWidth;
  const srcH = source instanceof HTMLVideoElement ? source.videoHeight : source.naturalHeight;
  const paint = () =>
    drawContain(
      ctx,
      (dx, dy, dw, dh) => {
        ctx.filter = filter;
        ctx.drawImage(source, dx, dy, dw, dh);
        ctx.filter = "none";
      },
      srcW || req.width,
      srcH || req.height,
      req.width,
      req.height,
    );
  paint();
  const stream = canvas.captureStream(req.frameRate);
  const mimeType = ["video/webm;codecs=vp9", "video/webm;codecs=vp8", "video/webm"].find((t) => MediaRecorder.isTypeSupported(t));
  const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
  const chunks: Blob[] = [];
  recorder.ondataavailable = (e) => e.data.size > 0 && chunks.push(e.data);
  const stopped = new Promise<void>((resolve) => (recorder.onstop = () => resolve()));
  recorder.start(250);
  const started = performance.now();
  const timer = setInterval(paint, 1000 / req.frameRate);
  try {
    await new Promise<void>((resolve, reject) => {
      const onAbort = () => reject(new ExportCanceledError());
      req.signal.addEventListener("abort", onAbort, { once: true });
      const tick = setInterval(() => {
        const elapsed = source instanceof HTMLVideoElement ? source.currentTime : (performance.now() - started) / 1000;
        req.onProgress(duration > 0 ? Math.min(1, elapsed / duration) : 0);
        const ended = source instanceof HTMLVideoElement ? source.ended : elapsed >= duration;
        if (ended || req.signal.aborted) {
          clearInterval(tick);
          req.signal.removeEventListener("abort", onAbort);
          resolve();
        }
      }, 100);
      if (source instanceof HTMLVideoElement) void source.play().catch(reject);
    });
  } finally {
    clearInterval(timer);
    if (source instanceof HTMLVideoElement) source.pause();
    recorder.stop();
    await stopped;
  }
  const label = mimeType?.includes("vp9") ? "VP9" : "VP8";
  return { blob: new Blob(chunks, { type: "video/webm" }), format: `WebM (${label} video, recorded)`, engine: "mediarecorder" };
}

export async function exportVideo(req: ExportRequest): Promise<ExportResult> {
  if (!req.clip.url) throw new Error("This clip's media is not available in this browser. Add it again.");
  if (mediaKind(req.clip) !== "image") {
    try {
      const result = await withWebCodecs(req);
      if (result) return result;
    } catch (error) {
      if (error instanceof ExportCanceledError || req.signal.aborted) throw new ExportCanceledError();
      console.warn("WebCodecs export failed, recording instead", error);
    }
  }
  return withMediaRecorder(req);
}

export function exportFileName(title: string, resolution: string, frameRate: number): string {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "video";
  return `${slug}-${resolution}-${frameRate}fps.webm`;
}
