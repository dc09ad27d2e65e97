"use client";

import { useCallback, useState } from "react";

import { type BlurTrackTarget, type ItemBlur, itemEnd, type MediaItem, type ProjectDoc } from "@/lib/editor/model/document";
import { type ClipFinding, runProgress, type RunProgress } from "@/lib/editor/tracking/privacy-blur-run";
import { frameSourceTime } from "@/lib/editor/model/speed";
import type { BlurType } from "@/lib/editor/model/choices";

import { newId } from "./editor-store";
import { stopRun, useCancellableRun } from "./use-cancellable-run";

export type FindStage = "loading" | "detecting";
export interface FindProgress {
  stage: FindStage;
  /** 0..1 (over the whole run when several clips are searched) */
  fraction: number;
  /** Set when several clips are searched one after another. */
  run?: RunProgress;
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

export interface FindAllRequest extends Omit<FindRequest, "item" | "at"> {
  /** Searched in this order, in one worker. */
  items: MediaItem[];
  /** Timeline time of the playhead: with Auto-track off, each clip is looked at there (or at its nearer end). */
  playhead: number;
}

export type FindAllResult = { kind: "done"; findings: ClipFinding[] } | { kind: "cancelled" };

type Session = import("@/lib/ai/face/client").FaceSession;
type Plan = typeof import("@/lib/editor/tracking/privacy-blur");

/** Searches one item in the session's worker and turns what it finds into the item's blur. */
async function searchItem(
  session: Session,
  plan: Plan,
  request: Omit<FindRequest, "item"> & { item: MediaItem },
  onProgress: (fraction: number, stage: FindStage) => void,
): Promise<ClipFinding> {
  const { item, doc } = request;
  const asset = doc.assets.find((a) => a.id === item.assetId);
  if (!asset?.url) throw new Error(`${item.name} is not available in this browser. Add the file again first.`);
  const image = item.kind === "image";
  const autoTrack = request.autoTrack && !image;
  const times = image ? [0] : request.autoTrack ? plan.sampleTimes(item) : [Math.max(item.in, Math.min(item.out - 0.001, request.at))];
  const { frames, msPerFrame } = await session.detect({ url: asset.url, kind: image ? "image" : "video", times, targets: request.targets }, onProgress);
  console.info(`privacy blur: ${times.length} frame(s) of ${item.name}, ${Math.round(msPerFrame)} ms per frame`);
  const found = plan.privacyBlurFrom(frames, {
    type: request.type,
    intensity: request.intensity,
    blend: request.blend,
    autoTrack,
    ...(autoTrack ? { searched: { from: item.in, to: item.out } } : {}),
    newId,
  });
  return { itemId: item.id, name: item.name, blur: found?.blur ?? null, counts: found?.counts ?? { face: 0, body: 0 } };
}

/**
 * Finds faces (and people) on the device (lib/ai/face: a worker with TensorFlow.js and the models, loaded on the
 * first run) and turns them into privacy blurs: `find` for one item, `findAll` for several, one after another in the
 * same worker under one progress bar. `cancel` stops the worker; a cancelled run gives nothing back.
 */
export function usePrivacyBlurFinder() {
  const [progress, setProgress] = useState<FindProgress | null>(null);
  const runRef = useCancellableRun();

  const runAll = useCallback(async (request: Omit<FindAllRequest, "playhead"> & { at: (item: MediaItem) => number }, several: boolean): Promise<FindAllResult> => {
    if (runRef.current) return { kind: "cancelled" };
    const run: { cancelled: boolean; cancel?: () => void } = { cancelled: false };
    runRef.current = run;
    const clips = request.items.length;
    const [first] = request.items;
    setProgress({ stage: "loading", fraction: 0, ...(several ? { run: { stage: "loading", clip: 1, clips, fraction: 0 } } : {}) });
    let session: Session | null = null;
    try {
      if (first && !request.doc.assets.find((a) => a.id === first.assetId)?.url) {
        throw new Error(`${first.name} is not available in this browser. Add the file again first.`);
      }
      const [{ createFaceSession }, plan] = await Promise.all([import("@/lib/ai/face/client"), import("@/lib/editor/tracking/privacy-blur")]);
      if (run.cancelled) return { kind: "cancelled" };
      session = createFaceSession();
      run.cancel = session.cancel;
      const findings: ClipFinding[] = [];
      for (const [index, item] of request.items.entries()) {
        const finding = await searchItem(session, plan, { ...request, item, at: request.at(item) }, (fraction, stage) => {
          if (run.cancelled) return;
          if (!several) setProgress({ stage, fraction });
          else {
            const overall = runProgress(index, clips, stage, fraction);
            setProgress({ stage, fraction: overall.fraction, run: overall });
          }
        });
        if (run.cancelled) return { kind: "cancelled" };
        findings.push(finding);
      }
      return { kind: "done", findings };
    } catch (error) {
      if (run.cancelled || (error instanceof Error && error.name === "AbortError")) return { kind: "cancelled" };
      throw error;
    } finally {
      session?.close();
      if (runRef.current === run) {
        runRef.current = null;
        setProgress(null);
      }
    }
  }, [runRef]);

  const find = useCallback(
    async (request: FindRequest): Promise<FindResult> => {
      const result = await runAll({ ...request, items: [request.item], at: () => request.at }, false);
      if (result.kind === "cancelled") return result;
      const [finding] = result.findings;
      return finding.blur ? { kind: "found", blur: finding.blur, counts: finding.counts } : { kind: "none" };
    },
    [runAll],
  );

  const findAll = useCallback(
    ({ playhead, ...request }: FindAllRequest): Promise<FindAllResult> =>
      runAll({ ...request, at: (item) => frameSourceTime(item, Math.max(item.start, Math.min(itemEnd(item), playhead))) }, true),
    [runAll],
  );

  const cancel = useCallback(() => {
    if (!stopRun(runRef)) return;
    setProgress(null);
  }, [runRef]);

  return { progress, find, findAll, cancel };
}
