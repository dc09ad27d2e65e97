/** Story Maker: the saved story (prompts, settings, assets) and its timers. */
import type { KeyValueStorage } from "@/lib/browser-storage";

export const STORY_STORAGE_KEY = "msx.story";
export const IMAGE_GENERATION_MS = 3000;
export const VIDEO_GENERATION_MS = 5000;

export interface StoryAsset {
  id: string;
  kind: "image" | "video";
  source: "generated" | "uploaded";
  name: string;
  url: string;
}

export interface SavedStory {
  tool: string;
  imagePrompt: string;
  videoPrompt: string;
  duration: string;
  style: string;
  motion: string;
  imageUrl: string | null;
  videoUrl: string | null;
  assets: StoryAsset[];
  savedAt: string;
}

const isString = (v: unknown): v is string => typeof v === "string";
const isUrlOrNull = (v: unknown): v is string | null => v === null || (isString(v) && !v.startsWith("blob:"));

function isAsset(a: unknown): a is StoryAsset {
  const r = a as Record<string, unknown> | null;
  return (
    !!r &&
    isString(r.id) &&
    (r.kind === "image" || r.kind === "video") &&
    (r.source === "generated" || r.source === "uploaded") &&
    isString(r.name) &&
    isString(r.url) &&
    !r.url.startsWith("blob:")
  );
}

/** The saved story, or null when there is none or it cannot be read. */
export function readSavedStory(storage: KeyValueStorage): SavedStory | null {
  try {
    const raw = storage.getItem(STORY_STORAGE_KEY);
    if (!raw) return null;
    const r = JSON.parse(raw) as Record<string, unknown>;
    const fields = ["tool", "imagePrompt", "videoPrompt", "duration", "style", "motion", "savedAt"] as const;
    if (!fields.every((f) => isString(r[f]))) return null;
    if (!isUrlOrNull(r.imageUrl) || !isUrlOrNull(r.videoUrl) || !Array.isArray(r.assets)) return null;
    return { ...(r as unknown as SavedStory), assets: r.assets.filter(isAsset) };
  } catch {
    return null;
  }
}

/** Saves the story; answers false when the browser refused (storage full). */
export function saveStory(storage: KeyValueStorage, story: SavedStory): boolean {
  try {
    storage.setItem(STORY_STORAGE_KEY, JSON.stringify(story));
    return true;
  } catch {
    return false;
  }
}
