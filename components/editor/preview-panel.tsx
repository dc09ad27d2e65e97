"use client";

import { FolderOpenIcon, PauseIcon, PlayIcon } from "lucide-react";
import dynamic from "next/dynamic";
import { useCallback, useEffect, useId, useRef, useState } from "react";

import { Button } from "@/components/ui/button";
import { Slider } from "@/components/ui/slider";
import { docDuration, type MediaItem, type ProjectDoc, type Track } from "@/lib/editor/document";
import { defaultTrackIds } from "@/lib/editor/edits";
import { hasRegionBlur, visibleItemAt } from "@/lib/editor/frame-plan";
import { acceptAttribute } from "@/lib/editor/media-files";
import { aspectRatioCss, previewFilter } from "@/lib/editor/preview";
import { formatClock } from "@/lib/editor/time";
import { cn } from "@/lib/utils";

import { useEditor } from "./editor-store";
import { applyGain, itemGainAt } from "./preview-audio";
import { PreviewOverlays } from "./preview-overlays";
import { useClockPlaying, useClockTime } from "./use-clock";

/** Drawn only for an item with a privacy blur, so the compositor loads on demand. */
const PrivacyBlurOverlay = dynamic(() => import("./privacy-blur-overlay").then((m) => m.PrivacyBlurOverlay), { ssr: false });
const NO_BLUR = { type: null, intensity: 0 } as const;

/** The media item of a track showing at t; at the very end of the timeline, the one that just ended. */
function mediaAt(track: Track | undefined, t: number): MediaItem | null {
  if (!track) return null;
  const item = visibleItemAt(track, t) ?? (t > 0 ? visibleItemAt(track, t - 1 / 30) : undefined);
  return item && (item.kind === "video" || item.kind === "image" || item.kind === "audio") ? item : null;
}

function trackOf(doc: ProjectDoc, id: string, kind: Track["kind"]): Track | undefined {
  return doc.tracks.find((t) => t.id === id) ?? doc.tracks.find((t) => t.kind === kind);
}

/**
 * Puts a media element at the clock's time: playing with it (re-seeking past 0.3 s of drift), else paused there,
 * at its item's gain (volume and fades) unless its track is muted.
 */
function syncMedia(el: HTMLMediaElement, sourceTime: number, playing: boolean, muted: boolean, volume: number) {
  el.muted = muted;
  applyGain(el, volume);
  if (playing) {
    if (Math.abs(el.currentTime - sourceTime) > 0.3) el.currentTime = sourceTime;
    if (el.paused) void el.play().catch(() => undefined);
  } else {
    if (!el.paused) el.pause();
    if (Math.abs(el.currentTime - sourceTime) > 0.04) el.currentTime = sourceTime;
  }
}

function useMediaSync(el: HTMLMediaElement | null, sourceTime: number, playing: boolean, muted: boolean, volume: number) {
  useEffect(() => {
    if (el) syncMedia(el, sourceTime, playing, muted, volume);
  }, [el, sourceTime, playing, muted, volume]);
}

/** The sound of the audio track at the clock's time (hidden). */
function AudioTrackPlayer({ doc, time, playing }: { doc: ProjectDoc; time: number; playing: boolean }) {
  const track = trackOf(doc, defaultTrackIds.audio, "audio");
  const item = mediaAt(track, time);
  const asset = item ? doc.assets.find((a) => a.id === item.assetId) : undefined;
  const [el, setEl] = useState<HTMLAudioElement | null>(null);
  const active = item && time < item.start + item.out - item.in;
  useMediaSync(active ? el : null, item ? item.in + (time - item.start) : 0, playing, Boolean(track?.muted), item ? itemGainAt(item, time) : 1);
  if (!item || !asset?.url || !active) return null;
  return <audio key={asset.id} ref={setEl} src={asset.url} preload="auto" className="hidden" />;
}

/** The preview: the document at the playhead (main video, titles, captions) with colour and blur applied live. */
export function PreviewPanel() {
  const { state, doc, clock, videoRef, addLocalFiles } = useEditor();
  const inputId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const time = useClockTime(clock);
  const playing = useClockPlaying(clock);
  const duration = docDuration(doc);
  const videoCallbackRef = useCallback(
    (el: HTMLVideoElement | null) => {
      videoRef.current = el;
      setVideo(el);
    },
    [videoRef],
  );

  const main = trackOf(doc, defaultTrackIds.video, "video");
  const item = mediaAt(main, time);
  const asset = item ? doc.assets.find((a) => a.id === item.assetId) : undefined;
  const sourceTime = item ? Math.max(item.in, Math.min(item.out - 0.001, item.in + (time - item.start))) : 0;
  // An item's own blur wins over the project's; a privacy blur (found regions) leaves the rest of the picture sharp.
  const regions = Boolean(item && hasRegionBlur(item));
  const filter = previewFilter(state.color, item?.blur ? (regions ? NO_BLUR : item.blur) : state.blur);
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const showsVideo = Boolean(item && asset?.url && asset.kind === "video");
  useMediaSync(showsVideo ? video : null, sourceTime, playing, Boolean(main?.muted), item ? itemGainAt(item, time) : 1);

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
        {!item ? null : !asset?.url ? (
          <p className="max-w-sm p-6 text-center text-sm text-muted-foreground">
            {item.name} is a local file that this browser has not kept. Add it again to play it.
          </p>
        ) : asset.kind === "image" ? (
          // eslint-disable-next-line @next/next/no-img-element -- user media from blob: or storage URLs
          <img src={asset.url} alt={item.name} ref={setImage} className="h-full w-full object-contain" style={{ filter }} data-testid="preview-media" />
        ) : (
          <video
            key={asset.id}
            ref={videoCallbackRef}
            src={asset.url}
            className="h-full w-full object-contain"
            style={{ filter }}
            playsInline
            preload="auto"
            aria-label={`Preview of ${item.name}`}
            data-testid="preview-media"
            onLoadedMetadata={(e) => {
              e.currentTarget.currentTime = sourceTime;
            }}
          />
        )}
        {item && regions && asset?.url && (asset.kind === "video" || asset.kind === "image") ? (
          <PrivacyBlurOverlay media={asset.kind === "video" ? video : image} item={item} color={state.color} />
        ) : null}
        <PreviewOverlays doc={doc} time={time} />
        <AudioTrackPlayer doc={doc} time={time} playing={playing} />
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
          onClick={() => clock.toggle()}
          disabled={duration <= 0}
        >
          {playing ? <PauseIcon aria-hidden /> : <PlayIcon aria-hidden />}
        </Button>
        <Slider
          className="min-w-32 flex-1"
          thumbLabel="Seek"
          min={0}
          max={Math.max(duration, 0.1)}
          step={0.1}
          value={[Math.min(time, Math.max(duration, 0.1))]}
          onValueChange={([v]) => clock.seek(v)}
          disabled={duration <= 0}
        />
        <span className="font-mono text-sm tabular-nums text-muted-foreground" data-testid="preview-time">
          {formatClock(time)} / {formatClock(duration)}
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
        Now showing <span className="font-medium text-foreground">{item?.name ?? "nothing (a gap)"}</span>. Drop a video, audio or
        image file on the preview to add it.
      </p>
    </section>
  );
}
