"use client";

import { useEffect } from "react";

import type { ProjectDoc } from "@/lib/editor/model/document";

import { setDuckLookup } from "@/lib/editor/preview/preview-audio";

const ducks = (doc: ProjectDoc) => doc.tracks.some((t) => t.items.some((i) => "duck" in i && i.duck));

/**
 * Keeps the duck curves of the project up to date: when an item ducks, speech is found on the voice items and
 * clips (Silero VAD in a worker, once per asset) and each ducked item's curve is published for the preview and the
 * timeline. Nothing loads while no item ducks. Used by the preview stage (itself loaded on demand).
 */
export function useDuckCurves(doc: ProjectDoc): void {
  useEffect(() => {
    if (!ducks(doc)) return;
    let cancelled = false;
    void Promise.all([
      import("@/lib/editor/audio/find-speech"),
      import("@/lib/editor/audio/mix-plan"),
      import("@/lib/editor/audio/duck-store"),
      import("@/lib/editor/audio/duck"),
    ])
      .then(async ([{ findSpeech }, { mixPlan }, { setDuckCurves, duckCurves }, { duckGainAt }]) => {
        const speech = await findSpeech(doc, (asset) => asset.url);
        if (cancelled) return;
        const plan = mixPlan(doc, speech);
        setDuckCurves(new Map(plan.sources.flatMap((s) => (s.duck ? [[s.segment.item.id, s.duck] as const] : []))));
        setDuckLookup((itemId, t) => {
          const curve = duckCurves().get(itemId);
          return curve ? duckGainAt(curve, t) : 1;
        });
      })
      .catch((error: unknown) => console.warn("ducking: speech could not be found", error));
    return () => {
      cancelled = true;
    };
  }, [doc]);
}
