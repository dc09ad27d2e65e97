/**
 * Running Reframe in the browser: every video and picture on the visual tracks is searched for faces with the
 * privacy blur's detector (the face worker, lib/ai/face/client.ts), at a reduced rate (every REFRAME_STEP seconds
 * of source, frames decoded at most 640 pixels wide), and reframed for the document's frame (./reframe.ts). One
 * progress value over the run; a signal cancels it. Loaded on demand, when the frame's shape changes.
 */
import { createFaceSession } from "@/lib/ai/face/client";

import type { MediaAsset, MediaItem, ProjectDoc } from "../model/document";
import type { Size } from "../render/frame-plan";
import { privacyBlurSearchPlan } from "./privacy-blur-run";
import { type FaceSample, reframeItem } from "./reframe";

/** Seconds of source between two looks for faces: the smoothing fills in between. */
export const REFRAME_STEP = 0.5;

/** The picture size of an asset: known, or read from its media in this browser. */
async function pictureSize(asset: MediaAsset): Promise<Size | null> {
  if (asset.width && asset.height) return { width: asset.width, height: asset.height };
  if (!asset.url) return null;
  return new Promise<Size | null>((resolve) => {
    if (asset.kind === "image") {
      const img = new Image();
      img.onload = () => resolve({ width: img.naturalWidth, height: img.naturalHeight });
      img.onerror = () => resolve(null);
      img.src = asset.url!;
      return;
    }
    const video = document.createElement("video");
    video.preload = "metadata";
    video.muted = true;
    video.onloadedmetadata = () => resolve({ width: video.videoWidth, height: video.videoHeight });
    video.onerror = () => resolve(null);
    video.src = asset.url!;
  });
}

/** The source times to look at in an item: every REFRAME_STEP seconds over its shown part (its ends included). */
export function reframeTimes(item: MediaItem): number[] {
  if (item.kind === "image") return [0];
  const n = Math.max(1, Math.ceil((item.out - item.in) / REFRAME_STEP));
  return Array.from({ length: n + 1 }, (_, i) => Math.min(item.out, item.in + i * REFRAME_STEP));
}

/** Reframed items by id (those that need it), for the document's frame. Rejects with an AbortError when cancelled. */
export async function runReframe(doc: ProjectDoc, onProgress: (fraction: number) => void, signal: AbortSignal): Promise<Map<string, MediaItem>> {
  const { items } = privacyBlurSearchPlan(doc);
  const out = new Map<string, MediaItem>();
  if (items.length === 0) return out;
  const session = createFaceSession();
  const stop = () => session.cancel();
  signal.addEventListener("abort", stop);
  try {
    for (let i = 0; i < items.length; i++) {
      signal.throwIfAborted();
      const item = items[i];
      const asset = doc.assets.find((a) => a.id === item.assetId);
      const size = asset ? await pictureSize(asset) : null;
      if (!asset?.url || !size) continue;
      const times = reframeTimes(item);
      const found = await session.detect({ url: asset.url, kind: item.kind === "image" ? "image" : "video", times, targets: ["face"] }, (fraction, stage) =>
        onProgress((i + (stage === "loading" ? 0 : fraction)) / items.length),
      );
      const samples: FaceSample[] = found.frames.face.map((f) => ({ t: f.t, faces: f.detections.map((d) => d.box) }));
      const reframed = reframeItem(doc, item, size, item.kind === "image" ? [{ t: item.in, faces: samples[0]?.faces ?? [] }, { t: item.out, faces: samples[0]?.faces ?? [] }] : samples);
      if (reframed) out.set(item.id, reframed);
      onProgress((i + 1) / items.length);
    }
    return out;
  } finally {
    signal.removeEventListener("abort", stop);
    session.close();
  }
}
