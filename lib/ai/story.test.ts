import { describe, expect, it } from "vitest";

import { readSavedStory, saveStory, STORY_STORAGE_KEY, type SavedStory } from "@/lib/ai/story";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

const story: SavedStory = {
  tool: "text-to-image",
  imagePrompt: "a castle",
  videoPrompt: "fly around it",
  duration: "5",
  style: "anime",
  motion: "smooth",
  imageUrl: "/media/sample-image.jpg",
  videoUrl: null,
  assets: [{ id: "a1", kind: "image", source: "generated", name: "Generated image 1", url: "/media/sample-image.jpg" }],
  savedAt: "2026-01-01T00:00:00.000Z",
};

describe("saved story", () => {
  it("round-trips through storage", () => {
    const storage = memoryStorage();
    expect(readSavedStory(storage)).toBeNull();
    expect(saveStory(storage, story)).toBe(true);
    expect(readSavedStory(storage)).toEqual(story);
  });

  it("drops assets pointing at blob URLs and rejects broken data", () => {
    const storage = memoryStorage();
    storage.setItem(
      STORY_STORAGE_KEY,
      JSON.stringify({ ...story, assets: [...story.assets, { ...story.assets[0], id: "b", url: "blob:x" }] }),
    );
    expect(readSavedStory(storage)?.assets.map((a) => a.id)).toEqual(["a1"]);
    storage.setItem(STORY_STORAGE_KEY, JSON.stringify({ ...story, imagePrompt: 4 }));
    expect(readSavedStory(storage)).toBeNull();
    storage.setItem(STORY_STORAGE_KEY, "{");
    expect(readSavedStory(storage)).toBeNull();
  });

  it("reports a full storage", () => {
    const full = { ...memoryStorage(), setItem: () => { throw new Error("QuotaExceededError"); } };
    expect(saveStory(full, story)).toBe(false);
  });
});
