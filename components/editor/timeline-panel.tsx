"use client";

import {
  ArrowLeftToLineIcon,
  ArrowRightToLineIcon,
  AudioWaveformIcon,
  CopyIcon,
  ScissorsIcon,
  Trash2Icon,
  TypeIcon,
  ZoomInIcon,
  ZoomOutIcon,
} from "lucide-react";
import type * as React from "react";
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";

import { Button } from "@/components/ui/button";
import { docDuration } from "@/lib/editor/model/document";
import { formatClock } from "@/lib/editor/timeline/time";
import { clampZoom, timelineLength, timeToPx, ZOOM_DEFAULT, ZOOM_MAX, ZOOM_MIN, zoomIn, zoomOut } from "@/lib/editor/timeline/timeline-scale";

import { useEditor } from "./editor-store";
import { CutPreviewOverlay } from "./speech/cut-preview-overlay";
import { Playhead } from "./timeline/playhead";
import { TimelineRuler } from "./timeline/ruler";
import { useTimelineActions } from "./timeline/timeline-actions";
import { TRACK_LABEL_PX, TrackRow } from "./timeline/track-row";
import { useTranscription } from "./timeline/transcribe-context";
import { TranscribeButton, TranscribeStatus } from "./timeline/transcribe-control";
import { useDrawWindow } from "./timeline/use-draw-window";
import { useTimelineCommands } from "./timeline/use-timeline-commands";
import { VoiceoverButtons } from "./timeline/voiceover-buttons";

// Remove silences and Clean up speech load when first opened.
const SpeechPanel = lazy(() => import("./speech/speech-panel").then((m) => ({ default: m.SpeechPanel })));

/** The item element an event happened in, if any. */
function itemIdOf(target: EventTarget | null): string | null {
  return target instanceof Element ? (target.closest<HTMLElement>("[data-timeline-item]")?.dataset.itemId ?? null) : null;
}

/**
 * The timeline: ruler and playhead, the five tracks with their items to scale, zoom, and the edit buttons. Only the
 * items near the scrolled-to seconds are in the page (a timeline holds hundreds), and the focused one.
 */
export function TimelinePanel() {
  const store = useEditor();
  const { doc, clock, announcement, addLocalFiles, selectedItemId } = store;
  const actions = useTimelineActions(store);
  const { split, remove, duplicate, addText, trimStartHere, trimEndHere, selected } = useTimelineCommands();
  const transcription = useTranscription();
  const [pxPerSecond, setPxPerSecond] = useState(ZOOM_DEFAULT);
  const scrollRef = useRef<HTMLDivElement>(null);
  const visible = useDrawWindow(scrollRef, pxPerSecond, TRACK_LABEL_PX);
  // The item with the keyboard focus stays drawn, with its neighbours, wherever the timeline scrolls.
  const [focusedItemId, setFocusedItemId] = useState<string | null>(null);
  const [speechOpen, setSpeechOpen] = useState(false);
  const assetUrls = useMemo(() => new Map(doc.assets.flatMap((a) => (a.url ? [[a.id, a.url] as const] : []))), [doc.assets]);
  const duration = docDuration(doc);
  const length = timelineLength(duration);
  const itemCount = doc.tracks.reduce((n, t) => n + t.items.length, 0);

  // Ctrl+wheel zooms (a non-passive listener, so the page does not zoom too).
  useEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      if (!e.ctrlKey && !e.metaKey) return;
      e.preventDefault();
      setPxPerSecond((z) => clampZoom(z * (e.deltaY < 0 ? 1.15 : 1 / 1.15)));
    };
    el.addEventListener("wheel", onWheel, { passive: false });
    return () => el.removeEventListener("wheel", onWheel);
  }, []);

  return (
    <section aria-labelledby="timeline-heading" className="@container min-w-0 rounded-xl border border-border bg-card p-3 sm:p-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-baseline gap-3">
          <h2 id="timeline-heading" className="font-semibold">
            Timeline
          </h2>
          <span className="text-sm text-muted-foreground" data-testid="timeline-total">
            {itemCount} {itemCount === 1 ? "item" : "items"} · {formatClock(duration)}
          </span>
        </div>
        {/* In a narrow panel (the editor at 1280 px, a phone) Split, Duplicate and Delete show as icons, so the tools
            keep to one row; their names stay for screen readers. */}
        <div className="flex flex-wrap items-center gap-1" role="toolbar" aria-label="Timeline tools">
          <Button variant="outline" size="sm" onClick={addText}>
            <TypeIcon aria-hidden /> Add Text
          </Button>
          <Button variant="ghost" size="sm" onClick={split} title="Split at the playhead (S)">
            <ScissorsIcon aria-hidden /> <span className="sr-only @3xl:not-sr-only">Split</span>
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Trim start"
            title="Trim start to the playhead"
            disabled={!selected}
            onClick={trimStartHere}
          >
            <ArrowRightToLineIcon aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Trim end"
            title="Trim end to the playhead"
            disabled={!selected}
            onClick={trimEndHere}
          >
            <ArrowLeftToLineIcon aria-hidden />
          </Button>
          <Button variant="ghost" size="sm" onClick={duplicate} disabled={!selected}>
            <CopyIcon aria-hidden /> <span className="sr-only @3xl:not-sr-only">Duplicate</span>
          </Button>
          <Button variant="ghost" size="sm" onClick={remove} disabled={!selected} title="Delete (Delete key)">
            <Trash2Icon aria-hidden /> <span className="sr-only @3xl:not-sr-only">Delete</span>
          </Button>
          <TranscribeButton
            selected={selected}
            running={transcription.progress !== null}
            onStart={(item) => void transcription.start(item)}
            onStartTimeline={() => void transcription.startTimeline()}
          />
          <VoiceoverButtons />
          <Button
            variant="ghost"
            size="icon"
            aria-label="Remove silences"
            aria-expanded={speechOpen}
            title="Remove silences and clean up speech"
            onClick={() => setSpeechOpen((open) => !open)}
          >
            <AudioWaveformIcon aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Zoom out"
            disabled={pxPerSecond <= ZOOM_MIN}
            onClick={() => setPxPerSecond(zoomOut)}
          >
            <ZoomOutIcon aria-hidden />
          </Button>
          <Button variant="ghost" size="icon" aria-label="Zoom in" disabled={pxPerSecond >= ZOOM_MAX} onClick={() => setPxPerSecond(zoomIn)}>
            <ZoomInIcon aria-hidden />
          </Button>
        </div>
      </div>
      {speechOpen ? (
        <Suspense fallback={<p className="mb-3 text-sm text-muted-foreground">Loading Remove silences…</p>}>
          <SpeechPanel onClose={() => setSpeechOpen(false)} />
        </Suspense>
      ) : null}
      {transcription.progress && <TranscribeStatus progress={transcription.progress} onCancel={transcription.cancel} />}
      <div
        ref={scrollRef}
        className="relative overflow-x-auto overflow-y-hidden rounded-lg border border-border bg-background/60"
        // An item focused by the keyboard scrolls into view clear of the track names stuck on the left.
        style={{ scrollPaddingLeft: TRACK_LABEL_PX }}
        data-testid="timeline-scroll"
        onDragOver={(e) => e.preventDefault()}
        onDrop={(e) => {
          e.preventDefault();
          addLocalFiles(Array.from(e.dataTransfer.files));
        }}
      >
        <div className="relative" style={{ width: TRACK_LABEL_PX + timeToPx(length, pxPerSecond) }}>
          <div className="flex">
            <div className="sticky left-0 z-10 shrink-0 border-r border-b border-border bg-card" style={{ width: TRACK_LABEL_PX }} />
            <TimelineRuler length={length} pxPerSecond={pxPerSecond} clock={clock} />
          </div>
          <ul
            aria-label="Clips"
            onFocus={(e: React.FocusEvent) => setFocusedItemId(itemIdOf(e.target))}
            onBlur={(e: React.FocusEvent) => {
              if (!itemIdOf(e.relatedTarget)) setFocusedItemId(null);
            }}
          >
            {doc.tracks.map((track) => (
              <TrackRow
                key={track.id}
                track={track}
                length={length}
                pxPerSecond={pxPerSecond}
                visible={visible}
                selectedItemId={selectedItemId}
                focusedItemId={focusedItemId}
                assetUrls={assetUrls}
                actions={actions}
              />
            ))}
          </ul>
          <CutPreviewOverlay pxPerSecond={pxPerSecond} offset={TRACK_LABEL_PX} />
          <Playhead clock={clock} pxPerSecond={pxPerSecond} offset={TRACK_LABEL_PX} />
        </div>
      </div>
      <p className="mt-2 text-xs text-muted-foreground">
        Space plays or pauses · S splits at the playhead · Delete removes · ←/→ move one frame, Shift+←/→ one second · Alt+↑/↓ change track.
      </p>
      <p className="sr-only" aria-live="polite" data-testid="timeline-announcer">
        {announcement}
      </p>
    </section>
  );
}
