"use client";

import { Volume2Icon, VolumeXIcon } from "lucide-react";

import type { Track } from "@/lib/editor/document";
import { setTrackMuted } from "@/lib/editor/edits";
import { timeToPx } from "@/lib/editor/timeline-scale";

import { useEditor } from "../editor-store";
import { TimelineItemView } from "./timeline-item";

export const TRACK_LABEL_PX = 104;

/** Track kinds whose items can make sound, so they get a mute toggle. */
const audible = new Set<Track["kind"]>(["video", "overlay", "audio"]);

/** One track: its label (and mute toggle) stuck to the left, its items drawn to scale. */
export function TrackRow({ track, length, pxPerSecond }: { track: Track; length: number; pxPerSecond: number }) {
  const { edit, announce } = useEditor();
  return (
    <li
      className="flex h-11 border-b border-border/60 data-[drop-target]:bg-primary/15"
      data-testid={`track-${track.kind}`}
      data-track-id={track.id}
      aria-label={track.name}
    >
      <div
        className="sticky left-0 z-10 flex shrink-0 items-center gap-1 border-r border-border bg-card px-2 text-xs font-medium"
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
      <div className="relative shrink-0" style={{ width: timeToPx(length, pxPerSecond) }}>
        {track.items.map((item) => (
          <TimelineItemView key={item.id} item={item} pxPerSecond={pxPerSecond} />
        ))}
      </div>
    </li>
  );
}
