import { describe, expect, it } from "vitest";

import type { Effect } from "@/lib/catalog/schemas";
import { countFreeEffects, effectsQuery, filterEffects, parseEffectCategory } from "@/lib/gallery/effects";

const list: Effect[] = [
  { id: "a", name: "Hearts Rain", emoji: "💕", category: "romance", description: "Pink hearts fall", premium: false },
  { id: "b", name: "Fire Trail", emoji: "🔥", category: "action", description: "Flames follow movement", premium: true },
  { id: "c", name: "Rose Petals", emoji: "🌹", category: "romance", description: "Petals swirl like FIRE", premium: true },
];

describe("filterEffects", () => {
  it("returns everything for an empty query and all", () => {
    expect(filterEffects(list, "  ", "all")).toHaveLength(3);
  });
  it("matches name or description case-insensitively", () => {
    expect(filterEffects(list, "fire", "all").map((e) => e.id)).toEqual(["b", "c"]);
    expect(filterEffects(list, "HEARTS", "all").map((e) => e.id)).toEqual(["a"]);
  });
  it("combines the query with the category", () => {
    expect(filterEffects(list, "fire", "romance").map((e) => e.id)).toEqual(["c"]);
    expect(filterEffects(list, "", "action").map((e) => e.id)).toEqual(["b"]);
    expect(filterEffects(list, "zzz", "all")).toEqual([]);
  });
});

describe("effect counts and URL", () => {
  it("counts free effects", () => {
    expect(countFreeEffects(list)).toBe(1);
    expect(countFreeEffects([])).toBe(0);
  });
  it("parses categories and builds the query", () => {
    expect(parseEffectCategory("dance")).toBe("dance");
    expect(parseEffectCategory("nope")).toBe("all");
    expect(parseEffectCategory(null)).toBe("all");
    expect(effectsQuery("", "all")).toBe("");
    expect(effectsQuery("neon glow", "dance")).toBe("?q=neon+glow&category=dance");
  });
});
