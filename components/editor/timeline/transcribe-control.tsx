"use client";

import { CaptionsIcon, XIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import type { MediaItem, TimelineItem } from "@/lib/editor/document";

import type { TranscribeProgress, TranscribeStage } from "./use-transcribe";

const STAGE_LABEL: Record<TranscribeStage, string> = {
  preparing: "Reading audio…",
  loading: "Loading speech model…",
  transcribing: "Transcribing…",
};

const transcribable = (item: TimelineItem | null): item is MediaItem => item?.kind === "video" || item?.kind === "audio";

/** The toolbar's Transcribe button (an icon, so the toolbar stays one row): the selected video or audio item's speech. */
export function TranscribeButton({
  selected,
  running,
  onStart,
}: {
  selected: TimelineItem | null;
  running: boolean;
  onStart: (item: MediaItem) => void;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Transcribe"
      title="Transcribe: captions from the selected clip's speech, made on this device"
      disabled={running || !transcribable(selected)}
      onClick={() => {
        if (transcribable(selected)) onStart(selected);
      }}
    >
      <CaptionsIcon aria-hidden />
    </Button>
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
