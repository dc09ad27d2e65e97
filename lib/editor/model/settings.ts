/**
 * The reducer of the project's settings (the document's `settings`). Pure: no DOM, no storage, no clocks.
 * Components dispatch actions through the editor store (components/editor/editor-store.tsx).
 */
import { aspectRatios, type AspectRatio, type BlurSettings, type BlurType, type ColorSettings, defaultColor, frameRates, gradeKeys, resolutions } from "./choices";
import type { ProjectSettings } from "./document";
import { blurIntensityRange, clampSnap, colorRange, gradeRange, lipSyncRange } from "./slider";

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
