"use client";

import { lazyComponent } from "@/components/ui/lazy-component";

/**
 * The editor's header, the panels below the preview and the property cards, each its own chunk: the server draws
 * them in place with the editor (the first screen is the same HTML), and their code arrives right after the editor's
 * own, so the editor's first load carries the store and the preview. They have no Suspense boundary of their own:
 * past about 12 kB of HTML, React sends a boundary's content after the page and swaps it in a frame later, which made
 * the browser lay the whole editor out twice on every load. The editor hydrates once their code has come.
 */
export const EditorHeader = lazyComponent(() => import("./editor-header").then((m) => m.EditorHeader), {
  inline: true,
});

export const TimelinePanel = lazyComponent(() => import("./timeline-panel").then((m) => m.TimelinePanel), {
  inline: true,
});

export const CaptionsPanel = lazyComponent(() => import("./captions-panel").then((m) => m.CaptionsPanel), {
  inline: true,
});

export const TranscriptPanel = lazyComponent(() => import("./transcript-panel").then((m) => m.TranscriptPanel), {
  inline: true,
});

export const VideoPropertiesCard = lazyComponent(() => import("./video-properties-card").then((m) => m.VideoPropertiesCard), {
  inline: true,
});

export const ColorCard = lazyComponent(() => import("./color-card").then((m) => m.ColorCard), {
  inline: true,
});

export const EffectsCard = lazyComponent(() => import("./effects-card").then((m) => m.EffectsCard), {
  inline: true,
});

export const AiFeaturesCard = lazyComponent(() => import("./ai-features-card").then((m) => m.AiFeaturesCard), {
  inline: true,
});

export const LipSyncCard = lazyComponent(() => import("./lip-sync-card").then((m) => m.LipSyncCard), {
  inline: true,
});

/** Empty until an item is selected (or local media is missing): nothing to hold a place for. */
export const SelectionPanel = lazyComponent(() => import("./selection-panel").then((m) => m.SelectionPanel));

export const LocalMediaNotice = lazyComponent(() => import("./local-media-notice").then((m) => m.LocalMediaNotice));
