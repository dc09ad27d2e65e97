"use client";

import { FolderOpenIcon, PauseIcon, PlayIcon } from "lucide-react";
import { useId, useRef, useState } from "react";

import { Button } from "@/components/ui/button";
import { Slider } from "@/components/ui/slider";
import { acceptAttribute, mediaKind } from "@/lib/editor/media-files";
import { aspectRatioCss, previewFilter } from "@/lib/editor/preview";
import { selectedClip } from "@/lib/editor/state";
import { formatClock } from "@/lib/editor/time";
import { cn } from "@/lib/utils";

import { useEditor } from "./editor-store";

/** The preview: the selected clip with the colour and blur settings applied live, play/pause, seek and time. */
export function PreviewPanel() {
  const { state, dispatch, videoRef, addLocalFiles } = useEditor();
  const clip = selectedClip(state);
  const inputId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [playing, setPlaying] = useState(false);
  const [autoPlayNext, setAutoPlayNext] = useState(false);
  const [time, setTime] = useState({ clipId: "", current: 0, duration: 0 });
  const [dragging, setDragging] = useState(false);

  const filter = previewFilter(state.color, state.blur);
  const kind = mediaKind(clip);
  const current = time.clipId === clip.id ? time.current : 0;
  const duration = time.clipId === clip.id && time.duration > 0 ? time.duration : (clip.duration ?? 0);
  const hasNext = state.clips.findIndex((c) => c.id === clip.id) < state.clips.length - 1;

  function onTime(el: HTMLVideoElement) {
    setTime({ clipId: clip.id, current: el.currentTime, duration: Number.isFinite(el.duration) ? el.duration : 0 });
  }

  function togglePlay() {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) {
      void video.play().catch(() => setPlaying(false));
    } else {
      setAutoPlayNext(false);
      video.pause();
    }
  }

  function seek(value: number) {
    const video = videoRef.current;
    if (!video) return;
    video.currentTime = value;
    setTime({ clipId: clip.id, current: value, duration });
  }

  return (
    <section aria-label="Preview" className="flex flex-col gap-3 rounded-xl border border-border bg-card p-3 sm:p-4">
      <div
        className={cn(
          "relative mx-auto flex max-h-[60vh] w-full items-center justify-center overflow-hidden rounded-lg bg-black",
          dragging && "ring-2 ring-primary",
        )}
        style={{ aspectRatio: aspectRatioCss(state.aspectRatio), maxWidth: state.aspectRatio === "9:16" ? "22rem" : undefined }}
        data-testid="preview-frame"
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          addLocalFiles(Array.from(e.dataTransfer.files));
        }}
      >
        {!clip.url ? (
          <p className="max-w-sm p-6 text-center text-sm text-muted-foreground">
            {clip.name} was a local file, which browser storage does not keep. Add it again to play it.
          </p>
        ) : kind === "image" ? (
          // eslint-disable-next-line @next/next/no-img-element -- user media from blob: or storage URLs
          <img
            src={clip.url}
            alt={clip.name}
            className="h-full w-full object-contain"
            style={{ filter }}
            data-testid="preview-media"
          />
        ) : (
          <video
            key={clip.id}
            ref={videoRef}
            src={clip.url}
            className="h-full w-full object-contain"
            style={{ filter }}
            playsInline
            preload="auto"
            autoPlay={autoPlayNext}
            aria-label={`Preview of ${clip.name}`}
            data-testid="preview-media"
            onPlay={() => setPlaying(true)}
            onPause={() => setPlaying(false)}
            onTimeUpdate={(e) => onTime(e.currentTarget)}
            onLoadedMetadata={(e) => {
              onTime(e.currentTarget);
              const d = e.currentTarget.duration;
              if (Number.isFinite(d) && d !== clip.duration) dispatch({ type: "setClipDuration", id: clip.id, duration: d });
            }}
            onEnded={() => {
              setPlaying(false);
              if (hasNext) {
                setAutoPlayNext(true);
                dispatch({ type: "selectNextClip" });
              }
            }}
          >
            {state.captions ? (
              <track
                key={state.captions}
                kind="captions"
                srcLang="en"
                label="Captions"
                default
                src={`data:text/vtt;charset=utf-8,${encodeURIComponent(state.captions)}`}
              />
            ) : null}
          </video>
        )}
        {dragging ? (
          <div className="pointer-events-none absolute inset-0 flex items-center justify-center bg-black/60 text-sm font-medium">
            Drop media to add it
          </div>
        ) : null}
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <Button
          size="icon"
          variant="secondary"
          aria-label={playing ? "Pause" : "Play"}
          onClick={togglePlay}
          disabled={kind === "image" || !clip.url}
        >
          {playing ? <PauseIcon aria-hidden /> : <PlayIcon aria-hidden />}
        </Button>
        <Slider
          className="min-w-32 flex-1"
          thumbLabel="Seek"
          min={0}
          max={Math.max(duration, 0.1)}
          step={0.1}
          value={[Math.min(current, Math.max(duration, 0.1))]}
          onValueChange={([v]) => seek(v)}
          disabled={kind === "image" || !clip.url}
        />
        <span className="font-mono text-sm tabular-nums text-muted-foreground" data-testid="preview-time">
          {formatClock(current)} / {formatClock(duration)}
        </span>
        <input
          id={inputId}
          ref={fileRef}
          type="file"
          tabIndex={-1}
          accept={acceptAttribute}
          multiple
          className="sr-only"
          aria-label="Choose local media files"
          onChange={(e) => {
            addLocalFiles(Array.from(e.currentTarget.files ?? []));
            e.currentTarget.value = "";
          }}
        />
        <Button variant="outline" size="sm" onClick={() => fileRef.current?.click()}>
          <FolderOpenIcon aria-hidden /> Open local file
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        Now showing <span className="font-medium text-foreground">{clip.name}</span>. Drop a video, audio or image file on the
        preview to add it.
      </p>
    </section>
  );
}
