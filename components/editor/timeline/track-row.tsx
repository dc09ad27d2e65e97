"use client";

import { Volume2Icon, VolumeXIcon } from "lucide-react";
import type * as React from "react";
import { lazy, memo, Suspense } from "react";

import type { Track } from "@/lib/editor/model/document";
import { setTrackMuted } from "@/lib/editor/edits/index";
import { pxToTime, timeToPx } from "@/lib/editor/timeline/timeline-scale";
import { itemsToDraw, type TimeWindow } from "@/lib/editor/timeline/timeline-window";
import { transitionKinds, type TransitionKind } from "@/lib/editor/model/document";
import { transitionTrackKinds } from "@/lib/editor/model/transition-rules";

import { CUT_DROP_PIXELS, TRANSITION_DRAG_TYPE } from "../transitions/drag";
import type { TimelineActions } from "./timeline-actions";
import { TimelineItemView } from "./timeline-item";

export const TRACK_LABEL_PX = 112;

// A track's transitions, and what a drop of one does, load with the first transition or drop.
const TransitionBlock = lazy(() => import("../transitions/transition-block").then((m) => ({ default: m.TransitionBlock })));

/** Track kinds whose items can make sound, so they get a mute toggle. */
const audible = new Set<Track["kind"]>(["video", "overlay", "audio"]);

/**
 * One track: its label (and mute toggle) stuck to the left, its items drawn to scale. Only the items in the drawn
 * window are in the page, with the track's first and last and the focused and selected ones and their neighbours
 * (so Tab goes from item to item); memoised, so a scroll within the window or an edit elsewhere draws nothing here.
 */
export const TrackRow = memo(function TrackRow({
  track,
  length,
  pxPerSecond,
  visible,
  selectedItemId,
  focusedItemId,
  assetUrls,
  actions,
}: {
  track: Track;
  length: number;
  pxPerSecond: number;
  /** The seconds to draw the items of. */
  visible: TimeWindow;
  selectedItemId: string | null;
  focusedItemId: string | null;
  /** Each asset's playable URL, by asset id. */
  assetUrls: ReadonlyMap<string, string>;
  actions: TimelineActions;
}) {
  const { edit, announce } = actions;
  // Picture tracks take transitions dragged from the Transitions panel onto their cuts.
  const takesTransitions = transitionTrackKinds.includes(track.kind);
  const isTransitionDrag = (e: React.DragEvent) => takesTransitions && e.dataTransfer.types.includes(TRANSITION_DRAG_TYPE);
  return (
    <li
      className="flex h-11 border-b border-border/60 data-[drop-target]:bg-primary/15"
      data-testid={`track-${track.kind}`}
      data-track-id={track.id}
      aria-label={track.name}
    >
      <div
        className="sticky left-0 z-10 flex shrink-0 items-center gap-1 border-r border-border bg-card pr-1 pl-2 text-xs font-medium"
        style={{ width: TRACK_LABEL_PX }}
      >
        <span className="truncate">{track.name}</span>
        {audible.has(track.kind) ? (
          <button
            type="button"
            className="ml-auto rounded p-1 text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
            aria-label={`Mute ${track.name}`}
            aria-pressed={track.muted}
            onClick={() => {
              if (edit((d) => setTrackMuted(d, { trackId: track.id, muted: !track.muted })))
                announce(`${track.name} ${track.muted ? "unmuted" : "muted"}`);
            }}
          >
            {track.muted ? <VolumeXIcon className="size-3.5" aria-hidden /> : <Volume2Icon className="size-3.5" aria-hidden />}
          </button>
        ) : null}
      </div>
      <div
        className="relative shrink-0"
        style={{ width: timeToPx(length, pxPerSecond) }}
        onDragOver={(e) => {
          if (!isTransitionDrag(e)) return;
          e.preventDefault();
          e.stopPropagation();
          e.dataTransfer.dropEffect = "copy";
        }}
        onDrop={(e) => {
          if (!isTransitionDrag(e)) return;
          e.preventDefault();
          e.stopPropagation();
          const kind = e.dataTransfer.getData(TRANSITION_DRAG_TYPE) as TransitionKind;
          if (!transitionKinds.includes(kind)) return;
          const x = e.clientX - e.currentTarget.getBoundingClientRect().left;
          const t = pxToTime(x, pxPerSecond);
          void import("../transitions/transition-actions").then((m) => m.transitionActions(actions.currentStore()).dropAt(track.id, t, CUT_DROP_PIXELS / pxPerSecond, kind));
        }}
      >
        {itemsToDraw(track.items, visible, [focusedItemId, selectedItemId]).map((item) => (
          <TimelineItemView
            key={item.id}
            item={item}
            pxPerSecond={pxPerSecond}
            selected={item.id === selectedItemId}
            thumbUrl={item.kind === "video" ? (assetUrls.get(item.assetId) ?? null) : null}
            waveUrl={item.kind === "audio" ? (assetUrls.get(item.assetId) ?? null) : null}
            actions={actions}
          />
        ))}
        {track.transitions ? (
          <Suspense fallback={null}>
            {track.transitions.map((transition) => (
              <TransitionBlock key={transition.id} track={track} transition={transition} pxPerSecond={pxPerSecond} />
            ))}
          </Suspense>
        ) : null}
      </div>
    </li>
  );
});
