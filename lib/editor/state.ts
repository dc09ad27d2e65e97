/**
 * The editor's choices (resolutions, frame rates, blur types…) and the reducer of the project's settings
 * (the document's `settings`). Pure: no DOM, no storage, no clocks. Components dispatch actions through the
 * editor store (components/editor/editor-store.tsx).
 */
import { sampleMedia } from "@/lib/sample-media";

import type { ProjectSettings } from "./document";

import { blurIntensityRange, clampSnap, colorRange, gradeRange, lipSyncRange } from "./slider";

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

/** The Video Properties fields. */
export type VideoSettings = Pick<ProjectSettings, "durationText" | "resolution" | "frameRate">;

export type SettingsAction =
  | { type: "setTitle"; title: string }
  | { type: "setAspectRatio"; aspectRatio: AspectRatio }
  | { type: "setVideo"; video: Partial<VideoSettings> }
  | { type: "applyPreset"; preset: Pick<ProjectSettings, "aspectRatio" | "resolution" | "frameRate"> & { bitrate: number } }
  | { type: "setColor"; color: Partial<ColorSettings> }
  | { type: "resetColor" }
  | { type: "setLipSync"; value: number }
  | { type: "applyBlur"; blur: Omit<BlurSettings, "type"> & { type: BlurType } }
  | { type: "clearBlur" }
  | { type: "applyVoice"; voice: string }
  | { type: "setSharing"; sharing: Pick<ProjectSettings, "title" | "visibility" | "allowComments" | "allowDownloads"> }
  | { type: "load"; settings: ProjectSettings };

function isOneOf<T extends string | number>(list: readonly T[], value: unknown): value is T {
  return list.includes(value as T);
}

/** The project settings' one reducer (the document's `settings`; the timeline is edited through the history). */
export function settingsReducer(state: ProjectSettings, action: SettingsAction): ProjectSettings {
  switch (action.type) {
    case "setTitle":
      return { ...state, title: action.title };
    case "setAspectRatio":
      return { ...state, aspectRatio: action.aspectRatio };
    case "applyPreset": {
      const { aspectRatio, resolution, frameRate, bitrate } = action.preset;
      if (!isOneOf(aspectRatios, aspectRatio) || !isOneOf(resolutions, resolution) || !isOneOf(frameRates, frameRate)) return state;
      return { ...state, aspectRatio, resolution, frameRate, bitrate };
    }
    case "setVideo": {
      const next = { ...state, ...action.video };
      // A resolution or frame rate of its own leaves the platform preset: the export's bitrate is its own again.
      if (action.video.resolution !== undefined || action.video.frameRate !== undefined) delete next.bitrate;
      if (!isOneOf(resolutions, next.resolution)) next.resolution = state.resolution;
      if (!isOneOf(frameRates, next.frameRate)) next.frameRate = state.frameRate;
      return next;
    }
    case "setColor": {
      const color = { ...state.color };
      for (const key of ["brightness", "contrast", "saturation"] as const) {
        const value = action.color[key];
        if (value !== undefined) color[key] = clampSnap(value, colorRange);
      }
      for (const key of gradeKeys) {
        const value = action.color[key];
        if (value === undefined) continue;
        const v = clampSnap(value, gradeRange);
        if (v === 0) delete color[key];
        else color[key] = v;
      }
      return { ...state, color };
    }
    case "resetColor":
      return { ...state, color: { ...defaultColor } };
    case "setLipSync":
      return { ...state, lipSync: clampSnap(action.value, lipSyncRange) };
    case "applyBlur": {
      const intensity = clampSnap(action.blur.intensity, blurIntensityRange);
      return { ...state, blur: { ...action.blur, intensity, targets: [...action.blur.targets] } };
    }
    case "clearBlur":
      return { ...state, blur: { ...state.blur, type: null, targets: [] } };
    case "applyVoice":
      return { ...state, voice: action.voice };
    case "setSharing":
      return { ...state, ...action.sharing };
    case "load":
      return action.settings;
  }
}
