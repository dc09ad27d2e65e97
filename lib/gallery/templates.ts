/** Template gallery filters and premium gating. */
import type { Template, TemplateCategory } from "@/lib/catalog/templates";
import { limitsFor } from "@/lib/entitlements/plans";

export interface TemplateFilters {
  search: string;
  category: TemplateCategory;
  premiumOnly: boolean;
}

export const defaultTemplateFilters: TemplateFilters = { search: "", category: "all", premiumOnly: false };

/** Search (title, description, tags; case-insensitive), category and premium-only, combined. */
export function filterTemplates(list: readonly Template[], f: TemplateFilters): Template[] {
  const q = f.search.trim().toLowerCase();
  return list.filter((t) => {
    if (f.category !== "all" && t.category !== f.category) return false;
    if (f.premiumOnly && !t.isPremium) return false;
    if (!q) return true;
    return (
      t.title.toLowerCase().includes(q) ||
      t.description.toLowerCase().includes(q) ||
      t.tags.some((tag) => tag.toLowerCase().includes(q))
    );
  });
}

export function hasActiveFilters(f: TemplateFilters): boolean {
  return f.search.trim() !== "" || f.category !== "all" || f.premiumOnly;
}

/** Premium templates need a plan whose limits allow them (Pro or Enterprise): the rule of lib/entitlements/plans.ts. */
export function canUseTemplate(template: Pick<Template, "isPremium">, plan: string | null | undefined): boolean {
  return !template.isPremium || limitsFor(plan ?? "free").premiumTemplates;
}

/**
 * The template an editor URL opens: `?template=<id>`, or (older links) a `?title=` that is exactly a premium
 * template's title. Null when the URL opens no known template.
 */
export function templateForEditorQuery<T extends Pick<Template, "id" | "title" | "isPremium">>(
  query: Record<string, string | string[] | undefined>,
  list: readonly T[],
): T | null {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim();
  const id = first(query.template);
  if (id) return list.find((t) => t.id === id) ?? null;
  const title = first(query.title);
  return (title && list.find((t) => t.isPremium && t.title === title)) || null;
}
