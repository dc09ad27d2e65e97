import { describe, expect, it } from "vitest";

import { editorEffects } from "@/lib/editor/effects/editor-effects";

import { editorCatalog } from "./editor";
import { editorCatalogSchema } from "./editor-schema";

describe("editor catalogue", () => {
  it("parse with their schema", () => {
    expect(() => editorCatalogSchema.parse(editorCatalog)).not.toThrow();
  });

  it("hold the product's lists", () => {
    expect(editorCatalog.blurTypes.map((b) => b.id)).toEqual(["gaussian", "motion", "radial", "mosaic", "triangle", "dot", "glass"]);
    expect(editorCatalog.aiBlurTargets.map((b) => b.id)).toEqual(["face", "body", "hands", "legs", "feet", "chest", "private", "custom"]);
    // The editor's five effects are the effect registry's (lib/editor/effects/editor-effects.ts).
    expect(editorEffects.map((e) => e.id)).toEqual(["color-grading", "3d-parallax", "relight", "blur-effects", "ai-blur"]);
    expect(editorEffects.map((e) => e.name)).toEqual(["Color Grading", "3D Parallax", "Relight", "Blur Effects", "AI Blur"]);
    expect(editorCatalog.voiceCategories.map((v) => v.name)).toEqual([
      "Movie Characters",
      "Celebrities",
      "Anime",
      "Cartoons",
      "TV Shows",
      "Movie Stars",
    ]);
    expect(editorCatalog.earnRewards.map((r) => r.reward)).toEqual([5, 3, 10, 5, 2, 15]);
  });
});
