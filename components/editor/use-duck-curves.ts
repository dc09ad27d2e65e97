"use client";

import { useEffect } from "react";

import { setDuckCurves } from "@/lib/editor/audio/duck-store";
import type { ProjectDoc } from "@/lib/editor/document";

const ducks = (doc: ProjectDoc) => doc.tracks.some((t) => t.items.some((i) => "duck" in i && i.duck));

/**
 * Keeps the duck curves of the project up to date: when an item ducks, speech is found on the voice items and
 * clips (Silero VAD in a worker, once per asset) and each ducked item's curve is published for the preview and the
 * timeline. Nothing loads while no item ducks.
 */
export function useDuckCurves(doc: ProjectDoc): void {
  useEffect(() => {
    if (!ducks(doc)) {
      setDuckCurves(new Map());
      return;
    }
    let cancelled = false;
    void Promise.all([import("@/lib/editor/audio/find-speech"), import("@/lib/editor/audio/mix-plan")])
      .then(async ([{ findSpeech }, { mixPlan }]) => {
        const speech = await findSpeech(doc, (asset) => asset.url);
        if (cancelled) return;
        const plan = mixPlan(doc, speech);
        setDuckCurves(new Map(plan.sources.flatMap((s) => (s.duck ? [[s.segment.item.id, s.duck] as const] : []))));
      })
      .catch((error: unknown) => console.warn("ducking: speech could not be found", error));
    return () => {
      cancelled = true;
    };
  }, [doc]);
}
