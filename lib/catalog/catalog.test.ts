import { describe, expect, it } from "vitest";
import { z } from "zod";

import { effects } from "@/lib/catalog/effects";
import { hints, mergeTemplates } from "@/lib/catalog/merge";
import {
  effectSchema,
  hintSchema,
  languageSchema,
  mergeTemplateSchema,
  soundEffectSchema,
  storyTemplateSchema,
  storyToolSchema,
  voicePresetSchema,
} from "@/lib/catalog/schemas";
import { storyTemplates, storyTools } from "@/lib/catalog/story";
import { languages, soundEffects, voicePresets } from "@/lib/catalog/voices";

const unique = (ids: string[]) => new Set(ids).size === ids.length;

describe("creator tool catalogue parse with their schemas", () => {
  it("has about 60 effects with unique ids in every category", () => {
    const list = z.array(effectSchema).parse(effects);
    expect(list.length).toBeGreaterThanOrEqual(55);
    expect(list.length).toBeLessThanOrEqual(65);
    expect(unique(list.map((e) => e.id))).toBe(true);
    expect(new Set(list.map((e) => e.category)).size).toBe(7);
    expect(list.some((e) => e.premium) && list.some((e) => !e.premium)).toBe(true);
  });

  it("has the eight story tools and four templates", () => {
    expect(z.array(storyToolSchema).parse(storyTools).map((t) => t.name)).toEqual([
      "Text to Image", "Image Reference", "Restyle", "Text to Video", "Image to Video", "Sound FX", "Music Gen", "Voice Over",
    ]);
    expect(z.array(storyTemplateSchema).parse(storyTemplates).map((t) => t.name)).toEqual([
      "Cosmic Vault", "Elemental Avatar", "Neon Cityscape", "Crystal Forest",
    ]);
  });

  it("has five hints and the six merge templates", () => {
    expect(z.array(hintSchema).parse(hints).map((h) => h.name)).toEqual(["Character", "Fantasy", "Animals", "Nature", "Weapons"]);
    expect(z.array(mergeTemplateSchema).parse(mergeTemplates).map((t) => t.id)).toEqual([
      "picture-in-picture", "split-screen", "slideshow-video", "video-collage", "green-screen", "transition-blend",
    ]);
  });

  it("has voice presets with the four free basic ones, ten languages and ten sound effects", () => {
    const presets = z.array(voicePresetSchema).parse(voicePresets);
    expect(presets.filter((p) => !p.premium).map((p) => p.id)).toEqual(["warm", "professional", "energetic", "calm"]);
    expect(presets.filter((p) => p.category !== "basic").every((p) => p.premium)).toBe(true);
    expect(z.array(languageSchema).parse(languages).map((l) => l.code)).toEqual(["en", "es", "fr", "de", "it", "pt", "ru", "ja", "ko", "zh"]);
    expect(z.array(soundEffectSchema).parse(soundEffects)).toHaveLength(10);
    expect(unique(soundEffects.map((s) => s.id))).toBe(true);
  });
});
