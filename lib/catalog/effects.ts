/**
 * The /effects gallery's catalogue: the registry's gallery effects (lib/editor/effects/definitions.ts, where each
 * is defined once with its parameters and renderer) with the strings the gallery shows.
 */
import type { Effect } from "@/lib/catalog/schemas";
import { effectDefinitions } from "@/lib/editor/effects/definitions";

export type { Effect };

/** About 60 effects; premium ones are marked Pro. Anyone may preview and apply them; exports say what a plan includes. */
export const effects: Effect[] = effectDefinitions
  .filter((d) => d.place === "gallery")
  .map(({ id, name, emoji, category, description, premium }) => ({ id, name, emoji, category: category as Effect["category"], description, premium }));
