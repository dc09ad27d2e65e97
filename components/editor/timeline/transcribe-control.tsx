"use client";

import { AudioLinesIcon, CaptionsIcon, XIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import type { MediaItem, TimelineItem } from "@/lib/editor/model/document";

import type { TranscribeProgress, TranscribeStage } from "./use-transcribe";

const STAGE_LABEL: Record<TranscribeStage, string> = {
  preparing: "Reading audio…",
  loading: "Loading speech model…",
  transcribing: "Transcribing…",
};

const transcribable = (item: TimelineItem | null): item is MediaItem => item?.kind === "video" || item?.kind === "audio";

/**
 * The toolbar's transcription buttons (icons, so the toolbar stays one row). Transcribe: the selected video or
 * audio item's speech, or, with nothing selected, the whole timeline's; "Whole timeline": always everything heard.
 */
export function TranscribeButton({
  selected,
  running,
  onStart,
  onStartTimeline,
}: {
  selected: TimelineItem | null;
  running: boolean;
  onStart: (item: MediaItem) => void;
  onStartTimeline: () => void;
}) {
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Transcribe"
        title={
          selected
            ? "Transcribe: captions from the selected clip's speech, made on this device"
            : "Transcribe: captions from the whole timeline's speech, made on this device"
        }
        disabled={running || (selected !== null && !transcribable(selected))}
        onClick={() => {
          if (transcribable(selected)) onStart(selected);
          else if (!selected) onStartTimeline();
        }}
      >
        <CaptionsIcon aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Captions from the whole timeline"
        title="Whole timeline: captions from everything heard on the timeline, made on this device"
        disabled={running}
        onClick={onStartTimeline}
      >
        <AudioLinesIcon aria-hidden />
      </Button>
    </>
  );
}

/** While a transcription runs: its stage, a progress bar and Cancel. */
export function TranscribeStatus({ progress, onCancel }: { progress: TranscribeProgress; onCancel: () => void }) {
  return (
    <div className="mb-3 flex items-center gap-3" data-testid="transcribe-progress">
      <span className="shrink-0 text-sm text-muted-foreground" aria-live="polite">
        {STAGE_LABEL[progress.stage]}
      </span>
      <Progress className="max-w-64" value={Math.round(progress.fraction * 100)} aria-label="Transcription progress" />
      <Button variant="outline" size="sm" onClick={onCancel}>
        <XIcon aria-hidden /> Cancel
      </Button>
    </div>
  );
}
