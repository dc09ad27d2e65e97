import type { Effect, EffectCategory } from "@/lib/catalog/schemas";

export type EffectFilterCategory = "all" | EffectCategory;

/** The filter bar: "all" plus each category, with the product's labels. */
export const effectFilters: { id: EffectFilterCategory; label: string }[] = [
  { id: "all", label: "All Effects" },
  { id: "romance", label: "Romance" },
  { id: "lifestyle", label: "Lifestyle" },
  { id: "action", label: "Action" },
  { id: "fantasy", label: "Fantasy" },
  { id: "diamond", label: "Diamond" },
  { id: "dance", label: "Dance" },
  { id: "special", label: "Special" },
];

/** Reads the category from a URL value; anything unknown means "all". */
export function parseEffectCategory(value: string | null | undefined): EffectFilterCategory {
  return effectFilters.some((f) => f.id === value) ? (value as EffectFilterCategory) : "all";
}

/** Case-insensitive search on name or description, combined with the category filter. */
export function filterEffects(list: readonly Effect[], query: string, category: EffectFilterCategory): Effect[] {
  const q = query.trim().toLocaleLowerCase();
  return list.filter(
    (e) =>
      (category === "all" || e.category === category) &&
      (!q || e.name.toLocaleLowerCase().includes(q) || e.description.toLocaleLowerCase().includes(q)),
  );
}

export function countFreeEffects(list: readonly Effect[]): number {
  return list.filter((e) => !e.premium).length;
}

/** The URL query for a search and category (empty values are left out). */
export function effectsQuery(query: string, category: EffectFilterCategory): string {
  const params = new URLSearchParams();
  if (query) params.set("q", query);
  if (category !== "all") params.set("category", category);
  const s = params.toString();
  return s ? `?${s}` : "";
}
