"use client";

import { useEffect } from "react";

import { fromRaw, useStoredItem } from "@/components/shell/use-stored-item";
import { docDuration, type ProjectDoc } from "@/lib/editor/model/document";
import { APPLIED_EFFECTS_EVENT, APPLIED_EFFECTS_STORAGE_KEY, readAppliedEffects, takeQueuedEffects } from "@/lib/editor-bridge";
import { toast } from "@/lib/toast";

/**
 * Effects applied on /effects, queued in browser storage: once the project has loaded, each goes on the timeline as
 * an effect item over the whole timeline (one undo step each), and leaves the queue.
 */
export function useQueuedEffects({
  ready,
  edit,
  newId,
  announce,
}: {
  ready: boolean;
  edit: (fn: (doc: ProjectDoc) => ProjectDoc) => boolean;
  newId: () => string;
  announce: (message: string) => void;
}): void {
  const raw = useStoredItem(APPLIED_EFFECTS_STORAGE_KEY, APPLIED_EFFECTS_EVENT);
  const waiting = raw ? readAppliedEffects(fromRaw(raw)).length : 0;
  useEffect(() => {
    if (!ready || waiting === 0) return;
    const queued = takeQueuedEffects(window.localStorage);
    if (queued.length === 0) return;
    void import("@/lib/editor/effects/effect-edits").then(({ addEffect }) => {
      const added: string[] = [];
      for (const effect of queued) {
        const done = edit((doc) => addEffect(doc, { effectId: effect.id, start: 0, duration: docDuration(doc), id: newId(), newId }));
        if (done) added.push(effect.name);
      }
      if (added.length === 0) return;
      const names = added.join(", ");
      announce(`${names} added to the timeline`);
      toast({ title: "Effects added", description: `${names} now ${added.length === 1 ? "runs" : "run"} over the whole timeline.` });
    });
  }, [ready, waiting, edit, newId, announce]);
}
