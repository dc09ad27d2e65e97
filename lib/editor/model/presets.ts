/**
 * Platform presets: one choice sets the project's frame (aspect ratio and resolution, so the export has exactly the
 * platform's size), its frame rate and the video bitrate the export encodes at. Pure data and one lookup.
 */
import type { ProjectSettings } from "./document";
import type { AspectRatio, FrameRate, Resolution } from "./choices";

export interface PlatformPreset {
  id: string;
  label: string;
  aspectRatio: AspectRatio;
  /** With the aspect ratio, the output size (outputSize keeps the resolution's short side). */
  resolution: Resolution;
  /** The frame size the export has, for the label and the tests. */
  size: { width: number; height: number };
  frameRate: FrameRate;
  /** Video bits per second. */
  bitrate: number;
}

export const platformPresets: readonly PlatformPreset[] = [
  { id: "youtube", label: "YouTube 16:9", aspectRatio: "16:9", resolution: "1920x1080", size: { width: 1920, height: 1080 }, frameRate: 30, bitrate: 12_000_000 },
  { id: "vertical", label: "Shorts / TikTok / Reels 9:16", aspectRatio: "9:16", resolution: "1920x1080", size: { width: 1080, height: 1920 }, frameRate: 30, bitrate: 10_000_000 },
  { id: "square", label: "Instagram 1:1", aspectRatio: "1:1", resolution: "1920x1080", size: { width: 1080, height: 1080 }, frameRate: 30, bitrate: 8_000_000 },
  { id: "portrait", label: "Instagram 4:5", aspectRatio: "4:5", resolution: "1920x1080", size: { width: 1080, height: 1350 }, frameRate: 30, bitrate: 8_000_000 },
];

/** The preset the settings are on (aspect ratio, resolution, frame rate and bitrate all its), or null (custom). */
export function presetOf(settings: Pick<ProjectSettings, "aspectRatio" | "resolution" | "frameRate" | "bitrate">): PlatformPreset | null {
  return (
    platformPresets.find(
      (p) => p.aspectRatio === settings.aspectRatio && p.resolution === settings.resolution && p.frameRate === settings.frameRate && p.bitrate === settings.bitrate,
    ) ?? null
  );
}
