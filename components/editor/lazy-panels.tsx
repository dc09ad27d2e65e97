"use client";

import { lazyComponent } from "@/components/ui/lazy-component";

/**
 * The editor's header, the panels below the preview and the property cards, each its own chunk: the server draws
 * them with the editor (the first screen is the same HTML), and their code arrives right after the editor's own, so
 * the editor's first load carries the store and the preview. A placeholder of the panel's size stands in only when
 * the editor is opened by an in-app link before the code has arrived.
 */
function placeholder(label: string, height: string) {
  function Placeholder() {
    return (
      <div role="status" className={`${height} rounded-xl border border-border bg-card p-5 text-sm text-muted-foreground`}>
        {label}
      </div>
    );
  }
  return Placeholder;
}

export const EditorHeader = lazyComponent(() => import("./editor-header").then((m) => m.EditorHeader), {
  // Its actions wrap onto two or three rows on a phone: no placeholder has its height at every width.
  inline: true,
});

export const TimelinePanel = lazyComponent(() => import("./timeline-panel").then((m) => m.TimelinePanel), {
  loading: placeholder("Loading timeline...", "min-h-[22rem]"),
});

export const CaptionsPanel = lazyComponent(() => import("./captions-panel").then((m) => m.CaptionsPanel), {
  loading: placeholder("Loading captions...", "min-h-[10rem]"),
});

export const TranscriptPanel = lazyComponent(() => import("./transcript-panel").then((m) => m.TranscriptPanel), {
  loading: placeholder("Loading transcript...", "min-h-[8rem]"),
});

export const VideoPropertiesCard = lazyComponent(() => import("./video-properties-card").then((m) => m.VideoPropertiesCard), {
  loading: placeholder("Loading video properties...", "min-h-[16rem]"),
});

export const ColorCard = lazyComponent(() => import("./color-card").then((m) => m.ColorCard), {
  loading: placeholder("Loading colour...", "min-h-[14rem]"),
});

export const EffectsCard = lazyComponent(() => import("./effects-card").then((m) => m.EffectsCard), {
  loading: placeholder("Loading effects...", "min-h-[12rem]"),
});

export const AiFeaturesCard = lazyComponent(() => import("./ai-features-card").then((m) => m.AiFeaturesCard), {
  loading: placeholder("Loading AI features...", "min-h-[12rem]"),
});

export const LipSyncCard = lazyComponent(() => import("./lip-sync-card").then((m) => m.LipSyncCard), {
  loading: placeholder("Loading lip sync...", "min-h-[8rem]"),
});

/** Empty until an item is selected (or local media is missing): nothing to hold a place for. */
export const SelectionPanel = lazyComponent(() => import("./selection-panel").then((m) => m.SelectionPanel));

export const LocalMediaNotice = lazyComponent(() => import("./local-media-notice").then((m) => m.LocalMediaNotice));
