"use client";

import { FolderOpenIcon, PauseIcon, PlayIcon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";

import { Button } from "@/components/ui/button";
import { lazyComponent } from "@/components/ui/lazy-component";
import { Slider } from "@/components/ui/slider";
import { docDuration, isEmptySlot, type ItemEq, itemEnd, type MediaItem, type ProjectDoc, type Track } from "@/lib/editor/model/document";
import { defaultTrackIds } from "@/lib/editor/edits/index";
import { visibleItemAt } from "@/lib/editor/render/frame-plan";
import { acceptAttribute } from "@/lib/editor/media/media-files";
import { aspectRatioCss } from "@/lib/editor/render/filters";
import { sourceTimeAt } from "@/lib/editor/preview/preview-media";
import { sourceRate } from "@/lib/editor/model/speed";
import { formatClock } from "@/lib/editor/timeline/time";
import { cn } from "@/lib/utils";

import { useEditor } from "./editor-store";
import { itemGainAt, syncMedia } from "@/lib/editor/preview/preview-audio";
import { PreviewOverlays } from "./preview-overlays";
import { useClockPlaying, useClockTime } from "./use-clock";
import { usePreparedSound } from "./use-prepared-sound";

/** The canvas and its media elements, with the compositor: loaded on demand, so the editor's first load stays small. */
/** Stereo level meters, shown while the preview plays: loaded with the first playback. */
const LevelMeters = lazyComponent(() => import("./level-meters").then((m) => m.LevelMeters), { ssr: false });

/** The safe-area guides, shown from the Captions panel; loaded after the editor. */
const SafeAreaGuides = lazyComponent(() => import("./speech/safe-area-guides").then((m) => m.SafeAreaGuides), { ssr: false });
const PreviewStage = lazyComponent(() => import("./preview-stage").then((m) => m.PreviewStage), { ssr: false });

/** The media item of a track showing at t; at the very end of the timeline, the one that just ended. */
function mediaAt(track: Track | undefined, t: number): MediaItem | null {
  if (!track) return null;
  const item = visibleItemAt(track, t) ?? (t > 0 ? visibleItemAt(track, t - 1 / 30) : undefined);
  return item && (item.kind === "video" || item.kind === "image" || item.kind === "audio") ? item : null;
}

/** The template slot showing on top at t (the last picture track's), if any: a file dropped on the preview fills it. */
function slotAt(doc: ProjectDoc, t: number): MediaItem | null {
  for (const track of [...doc.tracks].reverse()) {
    if ((track.kind !== "video" && track.kind !== "overlay") || track.hidden) continue;
    const item = visibleItemAt(track, t);
    if (item && (item.kind === "video" || item.kind === "image")) return item.slot ? item : null;
  }
  return null;
}

function trackOf(doc: ProjectDoc, id: string, kind: Track["kind"]): Track | undefined {
  return doc.tracks.find((t) => t.id === id) ?? doc.tracks.find((t) => t.kind === kind);
}

function useMediaSync(el: HTMLMediaElement | null, sourceTime: number, playing: boolean, muted: boolean, volume: number, rate: number, eq?: ItemEq) {
  useEffect(() => {
    if (el) syncMedia(el, sourceTime, playing, muted, volume, rate, eq);
  }, [el, sourceTime, playing, muted, volume, rate, eq]);
}

/** The sound of an audio track at the clock's time (hidden). */
function AudioTrackPlayer({ doc, track, time, playing }: { doc: ProjectDoc; track: Track; time: number; playing: boolean }) {
  const item = mediaAt(track, time);
  const asset = item ? doc.assets.find((a) => a.id === item.assetId) : undefined;
  const [el, setEl] = useState<HTMLAudioElement | null>(null);
  const active = item && time < itemEnd(item);
  const gain = item ? itemGainAt(item, time) : 1;
  // A reversed or denoised item's sound plays from its prepared buffer; the element's own is muted once it is ready.
  const prepared = usePreparedSound(active ? item : null, asset, time, playing, Boolean(track.muted), gain, item?.eq);
  useMediaSync(
    active ? el : null,
    item ? sourceTimeAt(item, time) : 0,
    playing,
    Boolean(track.muted) || prepared === "ready",
    gain,
    item ? sourceRate(item) : 1,
    item?.eq,
  );
  if (!item || !asset?.url || !active) return null;
  return <audio key={asset.id} ref={setEl} src={asset.url} preload="auto" className="hidden" data-item={item.id} data-prepared-sound={prepared ?? undefined} />;
}

/**
 * The preview: the document at the playhead drawn by the compositor (the export's renderer) onto a canvas — main
 * video, overlays, titles and captions with colour and blur — with the sound of every clip in sync.
 */
export function PreviewPanel() {
  const { settings, doc, clock, videoRef, previewCanvasRef, addLocalFiles, fillSlotWith } = useEditor();
  const inputId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const time = useClockTime(clock);
  const playing = useClockPlaying(clock);
  const duration = docDuration(doc);

  const main = trackOf(doc, defaultTrackIds.video, "video");
  const item = mediaAt(main, time);
  const asset = item ? doc.assets.find((a) => a.id === item.assetId) : undefined;
  const slot = slotAt(doc, time);
  // Pictures on the Overlay track showing over the main one, named in the "Now showing" line.
  const over = doc.tracks.flatMap((t) => (t.kind === "overlay" && !t.hidden ? (mediaAt(t, time)?.name ?? []) : [])).join(", ");

  return (
    <section aria-label="Preview" className="flex flex-col gap-3 rounded-xl border border-border bg-card p-3 sm:p-4">
      <div
        className={cn(
          "relative mx-auto flex max-h-[60vh] w-full items-center justify-center overflow-hidden rounded-lg bg-black",
          dragging && "ring-2 ring-primary",
        )}
        style={{ aspectRatio: aspectRatioCss(settings.aspectRatio), maxWidth: settings.aspectRatio === "9:16" ? "22rem" : undefined }}
        data-testid="preview-frame"
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          const files = Array.from(e.dataTransfer.files);
          if (slot && files[0]) fillSlotWith(slot.id, files[0]);
          else addLocalFiles(files);
        }}
      >
        <PreviewStage
          doc={doc}
          clock={clock}
          time={time}
          playing={playing}
          mainTrackId={main?.id}
          label={item ? `Preview of ${item.name}` : "Preview"}
          canvasRef={previewCanvasRef}
          videoRef={videoRef}
        />
        {item && !isEmptySlot(item) && !asset?.url ? (
          <p className="relative max-w-sm p-6 text-center text-sm text-muted-foreground">
            {item.name} is a local file that this browser has not kept. Add it again to play it.
          </p>
        ) : null}
        <PreviewOverlays doc={doc} time={time} />
        <SafeAreaGuides doc={doc} />
        {doc.tracks.map((track) => track.kind === "audio" && <AudioTrackPlayer key={track.id} doc={doc} track={track} time={time} playing={playing} />)}
        {dragging ? (
          <div className="pointer-events-none absolute inset-0 flex items-center justify-center bg-black/60 text-sm font-medium">
            {slot?.slot ? `Drop to fill “${slot.slot.label}”` : "Drop media to add it"}
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
        <span className="text-sm tabular-nums text-muted-foreground" data-testid="preview-time">
          {formatClock(time)} / {formatClock(duration)}
        </span>
        {playing && <LevelMeters />}
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
        Now showing{" "}
        {item || !over ? <span className="font-medium text-foreground">{item?.name ?? "nothing (a gap)"}</span> : null}
        {item && over ? ", with " : null}
        {over ? (
          <>
            <span className="font-medium text-foreground">{over}</span> {item ? "on top" : "over a gap"}
          </>
        ) : null}
        . Drop a video, audio or image file on the preview to add it.
      </p>
    </section>
  );
}
