/**
 * The editor's choices (resolutions, frame rates, aspect ratios, blur types), the colour and blur settings they make,
 * and the defaults of a new project. Pure data: the document's types are built from these, and the settings
 * reducer (./settings.ts) keeps a project within them.
 */
import { sampleMedia } from "@/lib/sample-media";

export const resolutions = ["1920x1080", "3840x2160", "1280x720"] as const;
export type Resolution = (typeof resolutions)[number];
export const frameRates = [24, 30, 60] as const;
export type FrameRate = (typeof frameRates)[number];
export const aspectRatios = ["16:9", "9:16", "1:1", "4:3", "4:5"] as const;
export type AspectRatio = (typeof aspectRatios)[number];
export const blurTypeIds = ["gaussian", "motion", "radial", "mosaic", "triangle", "dot", "glass"] as const;
export type BlurType = (typeof blurTypeIds)[number];

export const DEFAULT_TITLE = "Untitled Project";
export const DEFAULT_DURATION = "00:02:30";

export interface ColorSettings {
  brightness: number;
  contrast: number;
  saturation: number;
  /** The grading controls, -100..100; absent = 0 (neutral). */
  temperature?: number;
  tint?: number;
  exposure?: number;
  highlights?: number;
  shadows?: number;
}

export interface BlurSettings {
  /** The blur applied to the preview, or null for none. */
  type: BlurType | null;
  intensity: number;
  targets: string[];
  autoTrack: boolean;
  smartBlending: boolean;
}

/** The sample clip a new editor starts with (public/media). */
export const sampleClip = {
  id: "sample",
  name: "sample-clip.webm",
  type: "video/webm",
  url: sampleMedia.clipWebm,
  duration: sampleMedia.clipDurationSeconds,
} as const;

/** The grading controls beside brightness, contrast and saturation (-100..100, 0 neutral). */
export const gradeKeys = ["temperature", "tint", "exposure", "highlights", "shadows"] as const;

export const defaultColor: ColorSettings = { brightness: 50, contrast: 50, saturation: 50 };

/** What an upload (Upload Media dialog) hands to the editor. */
export interface UploadedFile {
  name: string;
  type: string;
  size: number;
  key: string;
  url: string;
}
