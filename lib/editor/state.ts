/**
 * The video editor's state and its one reducer. Pure: no DOM, no storage, no clocks (times come in actions).
 * Components dispatch actions through the store in components/editor/editor-store.tsx.
 */
import type { ProjectVisibility } from "@/lib/project";
import { sampleMedia } from "@/lib/media";

import { blurIntensityRange, clampSnap, colorRange, lipSyncRange } from "./slider";

export const resolutions = ["1920x1080", "3840x2160", "1280x720"] as const;
export type Resolution = (typeof resolutions)[number];
export const frameRates = [24, 30, 60] as const;
export type FrameRate = (typeof frameRates)[number];
export const aspectRatios = ["16:9", "9:16", "1:1", "4:3"] as const;
export type AspectRatio = (typeof aspectRatios)[number];
export const blurTypeIds = ["gaussian", "motion", "radial", "mosaic", "triangle", "dot", "glass"] as const;
export type BlurType = (typeof blurTypeIds)[number];
export const effectIds = ["color-grading", "3d-parallax", "relight", "blur-effects", "ai-blur"] as const;
export type EffectId = (typeof effectIds)[number];

export const DEFAULT_TITLE = "Untitled Project";
export const DEFAULT_DURATION = "00:02:30";
export const SAMPLE_CLIP_ID = "sample";

export type ClipSource = "sample" | "local" | "upload" | "saved";

export interface Clip {
  id: string;
  name: string;
  /** MIME type, e.g. video/webm. */
  type: string;
  /** Where it plays from; null when a saved project's local file is no longer available. */
  url: string | null;
  /** Seconds; null until the media's metadata is known. */
  duration: number | null;
  size?: number;
  /** Storage key of an uploaded file. */
  key?: string;
  source: ClipSource;
}

export interface ColorSettings {
  brightness: number;
  contrast: number;
  saturation: number;
}

export interface BlurSettings {
  /** The blur applied to the preview, or null for none. */
  type: BlurType | null;
  intensity: number;
  targets: string[];
  autoTrack: boolean;
  smartBlending: boolean;
}

export interface VideoProperties {
  duration: string;
  resolution: Resolution;
  frameRate: FrameRate;
}

export interface EditorState {
  /** Id in browser storage once saved. */
  projectId: string | null;
  title: string;
  visibility: ProjectVisibility;
  allowComments: boolean;
  allowDownloads: boolean;
  aspectRatio: AspectRatio;
  properties: VideoProperties;
  color: ColorSettings;
  blur: BlurSettings;
  lipSync: number;
  /** Effects of the Effects list switched on. */
  effects: EffectId[];
  /** The applied voice clone ("Category: Voice"), or null. */
  voice: string | null;
  clips: Clip[];
  selectedClipId: string | null;
  /** WebVTT text shown as the preview's captions track. */
  captions: string | null;
  /** Epoch ms of the last save, or null. */
  savedAt: number | null;
  createdAt: number | null;
}

export const sampleClip: Clip = {
  id: SAMPLE_CLIP_ID,
  name: "sample-clip.webm",
  type: "video/webm",
  url: sampleMedia.clipWebm,
  duration: sampleMedia.clipDurationSeconds,
  source: "sample",
};

export const defaultColor: ColorSettings = { brightness: 50, contrast: 50, saturation: 50 };

export function createInitialState(overrides: Partial<EditorState> = {}): EditorState {
  return {
    projectId: null,
    title: DEFAULT_TITLE,
    visibility: "private",
    allowComments: true,
    allowDownloads: false,
    aspectRatio: "16:9",
    properties: { duration: DEFAULT_DURATION, resolution: "1920x1080", frameRate: 30 },
    color: { ...defaultColor },
    blur: { type: null, intensity: 50, targets: [], autoTrack: true, smartBlending: true },
    lipSync: 85,
    effects: [],
    voice: null,
    clips: [sampleClip],
    selectedClipId: SAMPLE_CLIP_ID,
    captions: null,
    savedAt: null,
    createdAt: null,
    ...overrides,
  };
}

/** What an upload (Upload Media dialog) hands to the editor. */
export interface UploadedFile {
  name: string;
  type: string;
  size: number;
  key: string;
  url: string;
}

export type EditorAction =
  | { type: "setTitle"; title: string }
  | { type: "setAspectRatio"; aspectRatio: AspectRatio }
  | { type: "setProperties"; properties: Partial<VideoProperties> }
  | { type: "setColor"; color: Partial<ColorSettings> }
  | { type: "resetColor" }
  | { type: "setLipSync"; value: number }
  | { type: "toggleEffect"; id: EffectId }
  | { type: "applyBlur"; blur: Omit<BlurSettings, "type"> & { type: BlurType } }
  | { type: "clearBlur" }
  | { type: "applyVoice"; voice: string }
  | { type: "addClip"; clip: Clip }
  | { type: "setClipDuration"; id: string; duration: number }
  | { type: "selectClip"; id: string }
  | { type: "selectNextClip" }
  | { type: "moveClip"; id: string; by: -1 | 1 }
  | { type: "removeClip"; id: string }
  | { type: "setCaptions"; vtt: string | null }
  | {
      type: "saved";
      projectId: string;
      at: number;
      settings: Pick<EditorState, "title" | "visibility" | "allowComments" | "allowDownloads">;
    }
  | { type: "loadProject"; state: Partial<EditorState> };

function ensureClips(clips: Clip[]): Clip[] {
  return clips.length > 0 ? clips : [sampleClip];
}

function isOneOf<T extends string | number>(list: readonly T[], value: unknown): value is T {
  return list.includes(value as T);
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case "setTitle":
      return { ...state, title: action.title };
    case "setAspectRatio":
      return { ...state, aspectRatio: action.aspectRatio };
    case "setProperties": {
      const next = { ...state.properties, ...action.properties };
      if (!isOneOf(resolutions, next.resolution)) next.resolution = state.properties.resolution;
      if (!isOneOf(frameRates, next.frameRate)) next.frameRate = state.properties.frameRate;
      return { ...state, properties: next };
    }
    case "setColor": {
      const color = { ...state.color };
      for (const key of ["brightness", "contrast", "saturation"] as const) {
        const value = action.color[key];
        if (value !== undefined) color[key] = clampSnap(value, colorRange);
      }
      return { ...state, color };
    }
    case "resetColor":
      return { ...state, color: { ...defaultColor } };
    case "setLipSync":
      return { ...state, lipSync: clampSnap(action.value, lipSyncRange) };
    case "toggleEffect":
      return {
        ...state,
        effects: state.effects.includes(action.id) ? state.effects.filter((e) => e !== action.id) : [...state.effects, action.id],
      };
    case "applyBlur": {
      const intensity = clampSnap(action.blur.intensity, blurIntensityRange);
      const effects = state.effects.includes("blur-effects") ? state.effects : [...state.effects, "blur-effects" as const];
      const withAi = action.blur.targets.length > 0 && !effects.includes("ai-blur") ? [...effects, "ai-blur" as const] : effects;
      return { ...state, blur: { ...action.blur, intensity, targets: [...action.blur.targets] }, effects: withAi };
    }
    case "clearBlur":
      return {
        ...state,
        blur: { ...state.blur, type: null, targets: [] },
        effects: state.effects.filter((e) => e !== "blur-effects" && e !== "ai-blur"),
      };
    case "applyVoice":
      return { ...state, voice: action.voice };
    case "addClip": {
      // The sample clip only stands in while the project has no media of its own.
      const clips = [...state.clips.filter((c) => c.source !== "sample" && c.id !== action.clip.id), action.clip];
      return { ...state, clips, selectedClipId: action.clip.id };
    }
    case "setClipDuration":
      if (!Number.isFinite(action.duration) || action.duration < 0) return state;
      return { ...state, clips: state.clips.map((c) => (c.id === action.id ? { ...c, duration: action.duration } : c)) };
    case "selectClip":
      return state.clips.some((c) => c.id === action.id) ? { ...state, selectedClipId: action.id } : state;
    case "selectNextClip": {
      const index = state.clips.findIndex((c) => c.id === state.selectedClipId);
      const next = state.clips[index + 1];
      return next ? { ...state, selectedClipId: next.id } : state;
    }
    case "moveClip": {
      const from = state.clips.findIndex((c) => c.id === action.id);
      const to = from + action.by;
      if (from < 0 || to < 0 || to >= state.clips.length) return state;
      const clips = [...state.clips];
      [clips[from], clips[to]] = [clips[to], clips[from]];
      return { ...state, clips };
    }
    case "removeClip": {
      const index = state.clips.findIndex((c) => c.id === action.id);
      if (index < 0) return state;
      const clips = ensureClips(state.clips.filter((c) => c.id !== action.id));
      const selectedClipId =
        state.selectedClipId === action.id ? (clips[Math.min(index, clips.length - 1)]?.id ?? null) : state.selectedClipId;
      return { ...state, clips, selectedClipId };
    }
    case "setCaptions":
      return { ...state, captions: action.vtt && action.vtt.trim() ? action.vtt : null };
    case "saved":
      return {
        ...state,
        ...action.settings,
        projectId: action.projectId,
        savedAt: action.at,
        createdAt: state.createdAt ?? action.at,
      };
    case "loadProject": {
      const next = { ...state, ...action.state };
      next.clips = ensureClips(next.clips);
      if (!next.clips.some((c) => c.id === next.selectedClipId)) next.selectedClipId = next.clips[0].id;
      return next;
    }
  }
}

/** Sum of the known clip durations, in seconds. */
export function totalDuration(clips: Clip[]): number {
  return clips.reduce((sum, c) => sum + (c.duration ?? 0), 0);
}

export function selectedClip(state: EditorState): Clip {
  return state.clips.find((c) => c.id === state.selectedClipId) ?? state.clips[0] ?? sampleClip;
}

/** A clip for a file that finished uploading: it plays from storage. */
export function clipFromUpload(file: UploadedFile, id: string): Clip {
  return { id, name: file.name, type: file.type, size: file.size, key: file.key, url: file.url, duration: null, source: "upload" };
}
