/** VEO3 V3 generator settings and its simulated progress (+2 every 100 ms, about 5 s to 100). */
export const veoDurations = [3, 5, 10, 15] as const;
export const veoStyles = ["cinematic", "realistic", "artistic", "abstract", "anime"] as const;
export const veoQualities = ["720p", "1080p", "4k"] as const;

export type VeoDuration = (typeof veoDurations)[number];
export type VeoStyle = (typeof veoStyles)[number];
export type VeoQuality = (typeof veoQualities)[number];

export interface VeoSettings {
  prompt: string;
  duration: VeoDuration;
  style: VeoStyle;
  resolution: VeoQuality;
}

export const defaultVeoSettings: VeoSettings = { prompt: "", duration: 5, style: "cinematic", resolution: "1080p" };

export const VEO_PROGRESS_STEP = 2;
export const VEO_TICK_MS = 100;

/** The next progress value, capped at 100. */
export function nextProgress(progress: number): number {
  return Math.min(100, Math.max(0, progress) + VEO_PROGRESS_STEP);
}

export function isBlankPrompt(prompt: string): boolean {
  return prompt.trim() === "";
}

export const veoStyleLabel = (style: VeoStyle) => style.charAt(0).toUpperCase() + style.slice(1);
export const veoQualityLabel = (q: VeoQuality) => (q === "4k" ? "4K" : q);
