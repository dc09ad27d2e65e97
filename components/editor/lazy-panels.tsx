"use client";

import type * as React from "react";

import { lazyComponent } from "@/components/ui/lazy-component";

/**
 * The editor's header, the panels below the preview and the property cards, each its own chunk: the server draws
 * them in place with the editor (the first screen is the same HTML), and their code arrives right after the editor's
 * own, so the editor's first load carries the store and the preview. They have no Suspense boundary of their own:
 * past about 12 kB of HTML, React sends a boundary's content after the page and swaps it in a frame later, which made
 * the browser lay the whole editor out twice on every load. The editor hydrates once their code has come.
 */
const inPlace = <P extends object>(load: () => Promise<React.ComponentType<P>>) => lazyComponent(load, { inline: true });

export const EditorHeader = inPlace(() => import("./editor-header").then((m) => m.EditorHeader));

export const TimelinePanel = inPlace(() => import("./timeline-panel").then((m) => m.TimelinePanel));

export const CaptionsPanel = inPlace(() => import("./captions-panel").then((m) => m.CaptionsPanel));

export const TranscriptPanel = inPlace(() => import("./transcript-panel").then((m) => m.TranscriptPanel));

export const VideoPropertiesCard = inPlace(() => import("./video-properties-card").then((m) => m.VideoPropertiesCard));

export const ColorCard = inPlace(() => import("./color-card").then((m) => m.ColorCard));

export const EffectsCard = inPlace(() => import("./effects-card").then((m) => m.EffectsCard));

export const AiFeaturesCard = inPlace(() => import("./ai-features-card").then((m) => m.AiFeaturesCard));

export const LipSyncCard = inPlace(() => import("./lip-sync-card").then((m) => m.LipSyncCard));

/** Empty until an item is selected (or local media is missing): nothing to hold a place for. */
export const SelectionPanel = lazyComponent(() => import("./selection-panel").then((m) => m.SelectionPanel));

export const LocalMediaNotice = lazyComponent(() => import("./local-media-notice").then((m) => m.LocalMediaNotice));
