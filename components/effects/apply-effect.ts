import type { Effect } from "@/lib/catalog/schemas";
import { addAppliedEffect } from "@/lib/editor-bridge";
import { toast } from "@/lib/toast";

/** Adds the effect to the current editor project's effect list and says so. */
export function applyEffect(effect: Effect) {
  const added = addAppliedEffect(window.localStorage, { id: effect.id, name: effect.name });
  toast(
    added
      ? { title: "Effect Applied", description: `${effect.name} was added to your project's effects.` }
      : { title: "Already Applied", description: `${effect.name} is already in your project's effects.` },
  );
}
