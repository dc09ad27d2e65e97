"use client";

import { useCallback, useState } from "react";

import type { BlurTrackTarget, ItemBlur, MediaItem, ProjectDoc } from "@/lib/editor/document";
import type { BlurType } from "@/lib/editor/state";

import { newId } from "./editor-store";
import { stopRun, useCancellableRun } from "./use-cancellable-run";

export type FindStage = "loading" | "detecting";
export interface FindProgress {
  stage: FindStage;
  /** 0..1 */
  fraction: number;
}

export interface FindRequest {
  doc: ProjectDoc;
  item: MediaItem;
  targets: BlurTrackTarget[];
  autoTrack: boolean;
  /** The item's source time at the playhead (what Auto-track off looks at). */
  at: number;
  type: BlurType;
  intensity: number;
  blend: boolean;
}

/** "found": the item blur to store; "none": nothing found; "cancelled": the user stopped it. */
export type FindResult = { kind: "found"; blur: ItemBlur; counts: Record<BlurTrackTarget, number> } | { kind: "none" } | { kind: "cancelled" };

/**
 * Finds faces (and people) in one item on the device (lib/ai/face: a worker with TensorFlow.js and the models,
 * loaded on the first run) and turns them into the item's privacy blur. `cancel` stops the worker.
 */
export function usePrivacyBlurFinder() {
  const [progress, setProgress] = useState<FindProgress | null>(null);
  const runRef = useCancellableRun();


  const find = useCallback(async (request: FindRequest): Promise<FindResult> => {
    if (runRef.current) return { kind: "cancelled" };
    const run: { cancelled: boolean; cancel?: () => void } = { cancelled: false };
    runRef.current = run;
    setProgress({ stage: "loading", fraction: 0 });
    try {
      const { item, doc } = request;
      const asset = doc.assets.find((a) => a.id === item.assetId);
      if (!asset?.url) throw new Error(`${item.name} is not available in this browser. Add the file again first.`);
      const [{ startFaceDetection }, plan] = await Promise.all([import("@/lib/ai/face/client"), import("@/lib/editor/privacy-blur")]);
      if (run.cancelled) return { kind: "cancelled" };
      const image = item.kind === "image";
      const times = image ? [0] : request.autoTrack ? plan.sampleTimes(item) : [Math.max(item.in, Math.min(item.out - 0.001, request.at))];
      const job = startFaceDetection(
        { url: asset.url, kind: image ? "image" : "video", times, targets: request.targets },
        (fraction, stage) => {
          if (!run.cancelled) setProgress({ stage, fraction });
        },
      );
      run.cancel = job.cancel;
      const { frames, msPerFrame } = await job.result;
      if (run.cancelled) return { kind: "cancelled" };
      console.info(`privacy blur: ${times.length} frame(s) of ${item.name}, ${Math.round(msPerFrame)} ms per frame`);
      const found = plan.privacyBlurFrom(frames, {
        type: request.type,
        intensity: request.intensity,
        blend: request.blend,
        autoTrack: request.autoTrack && !image,
        newId,
      });
      return found ? { kind: "found", ...found } : { kind: "none" };
    } catch (error) {
      if (run.cancelled || (error instanceof Error && error.name === "AbortError")) return { kind: "cancelled" };
      throw error;
    } finally {
      if (runRef.current === run) {
        runRef.current = null;
        setProgress(null);
      }
    }
  }, [runRef]);

  const cancel = useCallback(() => {
    if (!stopRun(runRef)) return;
    setProgress(null);
  }, [runRef]);

  return { progress, find, cancel };
}
