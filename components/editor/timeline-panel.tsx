"use client";

import { ArrowLeftIcon, ArrowRightIcon, FilmIcon, ImageIcon, MusicIcon, Trash2Icon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { mediaKind } from "@/lib/editor/media-files";
import { totalDuration } from "@/lib/editor/state";
import { formatClock } from "@/lib/editor/time";
import { cn } from "@/lib/utils";

import { useEditor } from "./editor-store";

const kindIcon = { video: FilmIcon, audio: MusicIcon, image: ImageIcon } as const;

/** The project's clips in order with their durations: select, move earlier/later, remove. */
export function TimelinePanel() {
  const { state, dispatch } = useEditor();
  const total = totalDuration(state.clips);
  return (
    <section aria-labelledby="timeline-heading" className="rounded-xl border border-border bg-card p-3 sm:p-4">
      <div className="mb-3 flex items-baseline justify-between gap-2">
        <h2 id="timeline-heading" className="font-semibold">
          Timeline
        </h2>
        <span className="text-sm text-muted-foreground" data-testid="timeline-total">
          {state.clips.length} {state.clips.length === 1 ? "clip" : "clips"} · {formatClock(total)}
        </span>
      </div>
      <ol className="flex gap-2 overflow-x-auto pb-1" aria-label="Clips">
        {state.clips.map((clip, index) => {
          const Icon = kindIcon[mediaKind(clip)];
          const selected = clip.id === state.selectedClipId;
          return (
            <li
              key={clip.id}
              className={cn(
                "flex min-w-44 flex-col gap-2 rounded-lg border bg-background/60 p-2",
                selected ? "border-primary" : "border-border",
              )}
              style={{ flexGrow: Math.max(1, Math.round(clip.duration ?? 1)) }}
              data-testid="timeline-clip"
            >
              <button
                type="button"
                className="flex min-w-0 items-center gap-2 rounded text-left text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
                aria-pressed={selected}
                onClick={() => dispatch({ type: "selectClip", id: clip.id })}
              >
                <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                <span className="truncate font-medium">{clip.name}</span>
                <span className="ml-auto shrink-0 font-mono text-xs text-muted-foreground">
                  {clip.duration === null ? "…" : formatClock(clip.duration)}
                </span>
              </button>
              <div className="flex items-center gap-1">
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-7"
                  aria-label={`Move ${clip.name} earlier`}
                  disabled={index === 0}
                  onClick={() => dispatch({ type: "moveClip", id: clip.id, by: -1 })}
                >
                  <ArrowLeftIcon aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-7"
                  aria-label={`Move ${clip.name} later`}
                  disabled={index === state.clips.length - 1}
                  onClick={() => dispatch({ type: "moveClip", id: clip.id, by: 1 })}
                >
                  <ArrowRightIcon aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="ml-auto size-7"
                  aria-label={`Remove ${clip.name}`}
                  onClick={() => dispatch({ type: "removeClip", id: clip.id })}
                >
                  <Trash2Icon aria-hidden />
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      {state.clips.length === 1 && state.clips[0].source === "sample" ? (
        <p className="mt-2 text-xs text-muted-foreground">The sample clip plays until you add media of your own.</p>
      ) : null}
    </section>
  );
}
