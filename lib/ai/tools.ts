/**
 * The AI tools panel's shared constants (client-safe: no zod, no server code). The route
 * schemas (app/api/ai/{tool}/schema.ts) use the same limits.
 */
export const avatarStyles = ["realistic", "cinematic", "artistic", "abstract", "anime"] as const;
export type AvatarStyle = (typeof avatarStyles)[number];
export const DEFAULT_AVATAR_STYLE: AvatarStyle = "realistic";

/** Longest text for captions. */
export const CAPTIONS_TEXT_MAX = 5000;
/** Longest text to speak (about a minute of speech; the WAV answer stays a few MB). */
export const VOICE_TEXT_MAX = 1000;
export const AVATAR_PROMPT_MAX = 1000;
export const IMAGE_URL_MAX = 2048;
/**
 * Background removal of an image the browser has (a local file, an editor item): its bytes as a data URL of one of
 * these types, at most IMAGE_DATA_MAX_BYTES decoded (its JSON body stays under the route's 10 MB body limit).
 */
export const imageDataTypes = ["image/png", "image/jpeg", "image/webp"] as const;
export const IMAGE_DATA_MAX_BYTES = 7 * 1024 * 1024;
/** Background removal's embedded engines: "auto" uses the person model when it finds a person, else the flood fill. */
export const backgroundEngineNames = ["auto", "selfie-segmentation", "flood-fill"] as const;
export type BackgroundEngineName = (typeof backgroundEngineNames)[number];

export type AiTool = "captions" | "voice" | "background" | "avatar";

export interface AiToolText {
  path: string;
  /** Error toast (title Error) when the input is empty after trimming. */
  empty: string;
  /** Destructive toast (title Error) when the call fails. */
  failure: string;
  successTitle: string;
  successDescription: string;
}

export const aiToolText: Record<AiTool, AiToolText> = {
  captions: {
    path: "/api/ai/captions",
    empty: "Please enter text to generate captions",
    failure: "Failed to generate captions",
    successTitle: "Captions Generated",
    successDescription: "Your auto-captions are ready!",
  },
  voice: {
    path: "/api/ai/voice-clone",
    empty: "Please enter text for voice cloning",
    failure: "Failed to clone voice",
    successTitle: "Voice Cloned",
    successDescription: "Your voice clone is ready!",
  },
  background: {
    path: "/api/ai/remove-background",
    empty: "Please enter an image URL",
    failure: "Failed to remove background",
    successTitle: "Background Removed",
    successDescription: "Your image background has been removed!",
  },
  avatar: {
    path: "/api/ai/avatar",
    empty: "Please enter a prompt for avatar generation",
    failure: "Failed to generate avatar",
    successTitle: "Avatar Generated",
    successDescription: "Your AI avatar is ready!",
  },
};

/** "a-cat-astronaut" style file name part from free text. */
export function fileSlug(text: string, fallback = "result"): string {
  const slug = text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/g, "");
  return slug || fallback;
}
