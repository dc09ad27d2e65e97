import type { Effect } from "@/lib/catalog/schemas";
import { queueEffect } from "@/lib/editor-bridge";
import { toast } from "@/lib/toast";

/** Queues the effect for the editor, which puts it on the project's timeline, and says so. */
export function applyEffect(effect: Effect) {
  const added = queueEffect(window.localStorage, { id: effect.id, name: effect.name });
  toast(
    added
      ? { title: "Effect Applied", description: `${effect.name} goes on your project's timeline when you open the editor.` }
      : { title: "Already Applied", description: `${effect.name} is already waiting for your project's timeline.` },
  );
}
