import { describe, expect, it } from "vitest";

import { templates } from "@/lib/catalog/templates";
import { canUseTemplate, defaultTemplateFilters, filterTemplates, hasActiveFilters } from "@/lib/gallery/templates";

const f = (over: Partial<typeof defaultTemplateFilters>) => ({ ...defaultTemplateFilters, ...over });

describe("template filters", () => {
  it("no filter keeps all six", () => {
    expect(filterTemplates(templates, defaultTemplateFilters)).toHaveLength(6);
    expect(hasActiveFilters(defaultTemplateFilters)).toBe(false);
  });

  it("search matches title, description and tags, case-insensitively", () => {
    expect(filterTemplates(templates, f({ search: "TIKTOK" })).map((t) => t.id)).toEqual(["tpl-1"]);
    expect(filterTemplates(templates, f({ search: "glitch" })).map((t) => t.id)).toEqual(["tpl-4"]);
    expect(filterTemplates(templates, f({ search: "corporate" })).map((t) => t.id)).toEqual(["tpl-5"]);
    expect(filterTemplates(templates, f({ search: "  " }))).toHaveLength(6);
  });

  it("category and premium-only combine with search", () => {
    expect(filterTemplates(templates, f({ category: "gaming" })).every((t) => t.category === "gaming")).toBe(true);
    const premium = filterTemplates(templates, f({ premiumOnly: true }));
    expect(premium.length).toBeGreaterThan(0);
    expect(premium.every((t) => t.isPremium)).toBe(true);
    expect(filterTemplates(templates, f({ category: "youtube", premiumOnly: true })).map((t) => t.id)).toEqual(["tpl-2"]);
    expect(filterTemplates(templates, f({ category: "gaming", premiumOnly: true }))).toEqual([]);
    expect(filterTemplates(templates, f({ category: "music", search: "trailer" }))).toEqual([]);
    expect(hasActiveFilters(f({ premiumOnly: true }))).toBe(true);
  });
});

describe("premium gating", () => {
  it("premium needs pro or enterprise", () => {
    const premium = { isPremium: true };
    expect(canUseTemplate(premium, "free")).toBe(false);
    expect(canUseTemplate(premium, "starter")).toBe(false);
    expect(canUseTemplate(premium, null)).toBe(false);
    expect(canUseTemplate(premium, "pro")).toBe(true);
    expect(canUseTemplate(premium, "enterprise")).toBe(true);
    expect(canUseTemplate({ isPremium: false }, "free")).toBe(true);
  });
});
