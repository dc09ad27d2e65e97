/** A new, empty project document with the editor's five standard tracks and default settings. */
import { DOC_VERSION, type ProjectDoc, type ProjectSettings, type Track, type TrackKind } from "./document";
import { DEFAULT_DURATION, DEFAULT_TITLE, defaultColor } from "./choices";

/** Fixed ids: every new document names its standard tracks alike, so UI code and tests can address them. */
export const defaultTrackIds = {
  video: "track-video",
  overlay: "track-overlay",
  effect: "track-effects",
  text: "track-text",
  audio: "track-audio",
  caption: "track-captions",
} as const satisfies Record<TrackKind, string>;

const defaultTrackNames: Record<TrackKind, string> = {
  video: "Main video",
  overlay: "Overlay",
  effect: "Effects",
  text: "Text",
  audio: "Audio",
  caption: "Captions",
};

/** In document order, which is the drawing order bottom to top for the visual tracks (an effect track is added with the first effect). */
const defaultTrackOrder: readonly TrackKind[] = ["video", "overlay", "text", "audio", "caption"];

export function defaultSettings(): ProjectSettings {
  return {
    title: DEFAULT_TITLE,
    visibility: "private",
    allowComments: true,
    allowDownloads: false,
    aspectRatio: "16:9",
    resolution: "1920x1080",
    frameRate: 30,
    durationText: DEFAULT_DURATION,
    color: { ...defaultColor },
    blur: { type: null, intensity: 50, targets: [], autoTrack: true, smartBlending: true },
    lipSync: 85,
    voice: null,
  };
}

export function emptyTrack(kind: TrackKind): Track {
  return { id: defaultTrackIds[kind], kind, name: defaultTrackNames[kind], muted: false, hidden: false, items: [] };
}

export function emptyDoc(settings: Partial<ProjectSettings> = {}): ProjectDoc {
  return {
    version: DOC_VERSION,
    settings: { ...defaultSettings(), ...settings },
    assets: [],
    tracks: defaultTrackOrder.map(emptyTrack),
  };
}
