"use client";

import { useCallback, useEffect, useRef, useState } from "react";

import { docDuration, isEmptySlot, outputSize, type ProjectDoc } from "@/lib/editor/model/document";
import { framePlan, type MediaLayer } from "@/lib/editor/render/frame-plan";
import { afterFrame, FULL_QUALITY, playbackScale } from "@/lib/editor/preview/playback-quality";
import type { PlaybackClock } from "@/lib/editor/preview/playback";
import { onTime, type PreviewSlot, previewSlots, shownTime } from "@/lib/editor/preview/preview-media";
import { drawLayers, layerFilter, resizeLayers } from "@/lib/editor/render/compositor";
import { sourceRate } from "@/lib/editor/model/speed";
import { prepareLook } from "@/lib/editor/render/look-hook";
import { docHasEffects, NO_INPUTS, prepareEffects } from "@/lib/editor/effects/effect-hook";
import type { EffectInputs } from "@/lib/editor/effects/types";
import { prepareCaptions } from "@/lib/editor/render/caption-hook";

import { duckedGain, syncMedia } from "@/lib/editor/preview/preview-audio";
import { framePresented, watchPresentedFrames } from "@/lib/editor/preview/presented-frames";
import { useDuckCurves } from "./use-duck-curves";
import { usePreparedSound } from "./use-prepared-sound";

type Picture = HTMLVideoElement | HTMLImageElement;

/** A video that showed a frame once and is only seeking keeps its last drawing this long before the layer is dropped. */
const HOLD_MS = 500;

/**
 * What the preview has drawn, read by the playback benchmark (scripts/bench-preview.mjs) and nothing else:
 * `frames` counts the distinct timeline frames (at the project's frame rate) drawn, `lastFrame` is the index of the
 * last one, `incomplete` the drawings made while a picture was still missing, `reduced` those drawn while playing
 * below full resolution.
 */
export interface PreviewFrameStats {
  frames: number;
  lastFrame: number;
  incomplete: number;
  /** Frames drawn while playing below full resolution (lib/editor/preview/playback-quality.ts). */
  reduced: number;
}

function frameStats(): PreviewFrameStats {
  const w = window as Window & { msxPreviewFrames?: PreviewFrameStats };
  return (w.msxPreviewFrames ??= { frames: 0, lastFrame: -1, incomplete: 0, reduced: 0 });
}

/**
 * Whether a picture has the frame to draw now. A seeking video still holds the frame it is leaving: drawn with the
 * new time's titles and privacy regions, a blurred face could show sharp beside its region for a moment.
 */
function ready(el: Picture): boolean {
  return el instanceof HTMLVideoElement ? el.readyState >= 2 && el.videoWidth > 0 && !el.seeking : el.complete && el.naturalWidth > 0;
}


/**
 * One pooled media element: loaded while its item is ahead, then played with the clock and at its item's gain
 * while it shows. Kept in the page (one nearly transparent pixel) so the browser keeps decoding it.
 */
function Slot({
  slot,
  time,
  playing,
  main,
  register,
  onFrame,
  videoRef,
}: {
  slot: PreviewSlot;
  time: number;
  playing: boolean;
  main: boolean;
  register: (id: string, el: Picture | null) => void;
  onFrame: () => void;
  videoRef: React.RefObject<HTMLVideoElement | null>;
}) {
  const [el, setEl] = useState<Picture | null>(null);
  const { item, asset, active } = slot;
  const ref = useCallback(
    (node: Picture | null) => {
      setEl(node);
      register(item.id, node);
    },
    [item.id, register],
  );
  const sourceTime = slot.sourceTime;
  // The slot's gain (volume, fades, a transition's crossfade), ducked under speech where the item ducks.
  const gain = active ? duckedGain(item, time, slot.gain) : 0;
  const rate = sourceRate(item);
  // A reversed or denoised clip's sound plays from its prepared buffer, the element's own is muted once it is ready.
  const prepared = usePreparedSound(item.kind === "video" ? item : null, asset, time, playing && active, slot.muted || !active, gain, item.eq);
  const elementMuted = slot.muted || !active || prepared === "ready";
  useEffect(() => {
    if (el instanceof HTMLVideoElement) syncMedia(el, sourceTime, playing && active, elementMuted, gain, rate, item.eq);
  }, [el, sourceTime, playing, active, elementMuted, gain, rate, item.eq]);
  useEffect(() => (el instanceof HTMLVideoElement ? watchPresentedFrames(el, onFrame) : undefined), [el, onFrame]);
  // The main track's showing video is the editor's videoRef (frame capture, Auto Edit, the blur dialog).
  const isMainVideo = main && active && el instanceof HTMLVideoElement;
  useEffect(() => {
    if (!isMainVideo || !(el instanceof HTMLVideoElement)) return;
    videoRef.current = el;
    return () => {
      if (videoRef.current === el) videoRef.current = null;
    };
  }, [isMainVideo, el, videoRef]);

  const testId = main && active ? "preview-media" : undefined;
  if (item.kind === "image") {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- user media from blob: or storage URLs, drawn on the canvas
      <img ref={ref} src={asset.url} alt={item.name} className="size-px" data-testid={testId} data-item={item.id} onLoad={onFrame} />
    );
  }
  return (
    <video
      ref={ref}
      src={asset.url}
      className="size-px"
      playsInline
      preload="auto"
      data-testid={testId}
      data-item={item.id}
      data-prepared-sound={prepared ?? undefined}
      onLoadedMetadata={(e) => {
        e.currentTarget.currentTime = sourceTime;
      }}
      onLoadedData={onFrame}
      onSeeked={onFrame}
      onCanPlay={onFrame}
    />
  );
}

/**
 * The preview's picture: the compositor (the export's own renderer) draws the document at the playhead onto a
 * canvas, every animation frame while playing and on each change while paused, from pooled media elements.
 */
export function PreviewStage({
  doc,
  clock,
  time,
  playing,
  mainTrackId,
  label,
  canvasRef,
  videoRef,
}: {
  doc: ProjectDoc;
  clock: PlaybackClock;
  time: number;
  playing: boolean;
  mainTrackId: string | undefined;
  label: string;
  canvasRef: React.RefObject<HTMLCanvasElement | null>;
  videoRef: React.RefObject<HTMLVideoElement | null>;
}) {
  useDuckCurves(doc);
  const pool = useRef(new Map<string, Picture>());
  const dirty = useRef(true);
  // Wakes the drawing loop, which sleeps while the preview stands still and nothing changed.
  const wake = useRef<(() => void) | undefined>(undefined);
  const docRef = useRef(doc);
  const duration = docDuration(doc);
  const shown = shownTime(time, duration);
  const slots = previewSlots(doc, shown);

  /** The canvas needs drawing again. */
  const markDirty = useCallback(() => {
    dirty.current = true;
    wake.current?.();
  }, []);
  useEffect(() => {
    docRef.current = doc;
    markDirty();
    // The look engine and LUTs load on demand; the frame is drawn again once they are here.
    void prepareLook(doc).then(markDirty);
    void prepareEffects(doc).then(markDirty);
    void prepareCaptions(doc).then(markDirty);
  }, [doc, markDirty]);
  const inputs = useEffectInputs(doc, markDirty);
  useEffect(() => clock.subscribe(markDirty), [clock, markDirty]);
  const register = useCallback(
    (id: string, el: Picture | null) => {
      if (el) pool.current.set(id, el);
      else pool.current.delete(id);
      markDirty();
    },
    [markDirty],
  );

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext("2d", { alpha: false });
    if (!canvas || !ctx) return;
    const seen = new WeakSet<Picture>();
    const stats = frameStats();
    let holding = 0;
    let frame = 0;
    // The playback resolution: lowered while playing skips frames, full whenever the preview stands still.
    let quality = FULL_QUALITY;
    // While playing, one drawing per timeline frame: the clock ticks, and videos present frames, at the display's rate
    // (60 a second and more), and drawing each would double the work of a 30 fps timeline for nothing.
    let drawnIndex = -1;
    let resized = false;
    const resize = new ResizeObserver(() => {
      resized = true;
      markDirty();
    });
    resize.observe(canvas);
    void document.fonts?.ready.then(markDirty);

    const draw = () => {
      // Standing still with nothing new, the loop sleeps until the canvas is marked dirty (an idle editor, or one
      // exporting behind its dialog, asks the browser for no frames).
      if (!clock.playing && !dirty.current) {
        frame = 0;
        return;
      }
      frame = requestAnimationFrame(draw);
      const current = docRef.current;
      if (clock.playing) {
        const playing = Math.floor(shownTime(clock.time, docDuration(current)) * current.settings.frameRate + 1e-6);
        if (playing === drawnIndex && !resized) return;
      }
      const out = outputSize(current.settings);
      const dpr = window.devicePixelRatio || 1;
      const scale = clock.playing ? playbackScale(quality) : 1;
      const width = Math.max(2, Math.min(out.width, Math.round(canvas.clientWidth * dpr * scale)));
      const height = Math.max(2, Math.round((width * out.height) / out.width));
      const t = shownTime(clock.time, docDuration(current));
      const layers = resizeLayers(framePlan(current, t), height / out.height);
      const sources = new Map<MediaLayer, Picture>();
      let waiting = false;
      let missing = false;
      for (const layer of layers) {
        // An empty template slot draws its stand-in card: nothing to wait for.
        if (layer.type !== "media" || isEmptySlot(layer.item)) continue;
        const el = pool.current.get(layer.item.id);
        const settled =
          !el ||
          clock.playing ||
          !(el instanceof HTMLVideoElement) ||
          (onTime(el.currentTime, layer.sourceTime, el.duration) && framePresented(el, performance.now()));
        if (el && ready(el) && settled) {
          seen.add(el);
          sources.set(layer, el);
        } else if (el && seen.has(el)) waiting = true;
        else missing = true;
      }
      // A video that is seeking keeps the last drawing for a moment rather than flashing black.
      const now = performance.now();
      if (waiting) {
        holding ||= now;
        if (now - holding < HOLD_MS) return;
      }
      holding = 0;
      if (canvas.width !== width || canvas.height !== height) {
        canvas.width = width;
        canvas.height = height;
      }
      try {
        drawLayers(ctx, layers, (layer) => sources.get(layer) ?? null, { width, height }, inputs.current.values);
        inputs.current.afterDraw?.(layers, (layer) => sources.get(layer) ?? null, t);
      } catch {
        // A picture that cannot be drawn (decode error, detached) leaves this frame as it is.
      }
      const media = layers.filter((l): l is MediaLayer => l.type === "media" && sources.has(l));
      const main = media.find((l) => l.trackId === mainTrackId);
      canvas.dataset.regions = String(media.reduce((n, l) => n + (l.blur?.boxes?.length ?? 0), 0));
      canvas.dataset.filter = main ? layerFilter(main, width) : "";
      canvas.dataset.complete = String(!waiting && !missing);
      // The timeline time of the frame on the canvas (tests wait for the playhead's own).
      canvas.dataset.time = t.toFixed(3);
      const index = Math.floor(t * current.settings.frameRate + 1e-6);
      drawnIndex = index;
      resized = false;
      canvas.dataset.scale = String(scale);
      if (index !== stats.lastFrame) {
        // A jump of more than a second is a seek, not a slow frame.
        const skipped = index - stats.lastFrame - 1;
        if (clock.playing && stats.lastFrame >= 0 && skipped >= 0 && skipped <= current.settings.frameRate) quality = afterFrame(quality, skipped);
        if (scale < 1) stats.reduced++;
        stats.frames++;
        stats.lastFrame = index;
        if (missing) stats.incomplete++;
      }
      // A picture still loading redraws when it has a frame (its load/seeked events mark the canvas dirty).
      dirty.current = false;
    };
    wake.current = () => {
      if (!frame) frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => {
      wake.current = undefined;
      cancelAnimationFrame(frame);
      resize.disconnect();
    };
  }, [canvasRef, clock, mainTrackId, inputs, markDirty]);

  return (
    <>
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={label}
        className="absolute inset-0 h-full w-full"
        data-testid="preview-canvas"
        data-regions="0"
      />
      {/* Not quite transparent: the browser presents (and reports) the frames only of videos it paints. */}
      <div aria-hidden className="pointer-events-none absolute top-0 left-0 size-px overflow-hidden opacity-[0.01]">
        {slots.map((slot) => (
          <Slot
            key={slot.item.id}
            slot={slot}
            time={shown}
            playing={playing}
            main={slot.trackId === mainTrackId}
            register={register}
            onFrame={markDirty}
            videoRef={videoRef}
          />
        ))}
      </div>
    </>
  );
}

interface PreviewInputs {
  values: EffectInputs;
  /** After a frame is drawn: asks for the person mask of its pictures when an effect needs it (one at a time). */
  afterDraw?: (layers: ReturnType<typeof framePlan>, sources: (layer: MediaLayer) => Picture | null, t: number) => void;
}

/**
 * The effects' inputs for the preview: the beats of the timeline's audio (found again when its sound changes) and
 * the person mask of the pictures on screen (segmented in the face worker, a fifth of a second of timeline at a
 * time; the frame is drawn again when it arrives). Nothing loads for a timeline without effects.
 */
function useEffectInputs(doc: ProjectDoc, markDirty: () => void): React.RefObject<PreviewInputs> {
  const ref = useRef<PreviewInputs>({ values: NO_INPUTS });
  const has = docHasEffects(doc);
  useEffect(() => {
    if (!has) {
      ref.current = { values: NO_INPUTS };
      return;
    }
    const controller = new AbortController();
    let segmenter: import("@/lib/ai/face/segmenter").Segmenter | null = null;
    void import("@/lib/editor/effects/inputs").then(async (m) => {
      if (controller.signal.aborted) return;
      if (m.docNeeds(doc, "subject")) {
        const [{ createSegmenter }, { drawLayers: draw }] = await Promise.all([import("@/lib/ai/face/segmenter"), import("@/lib/editor/render/compositor")]);
        if (controller.signal.aborted) return;
        const small = new OffscreenCanvas(256, 144);
        const smallCtx = small.getContext("2d")!;
        let busy = false;
        let masked = -1;
        ref.current.afterDraw = (layers, sources, t) => {
          // A fifth of a second of timeline at a time: the model's work stays off the frames the preview must draw.
          const slot = Math.floor(t * 5);
          if (busy || slot === masked || !m.layersNeed(layers, "subject")) return;
          busy = true;
          masked = slot;
          segmenter ??= createSegmenter();
          draw(smallCtx, layers.filter((l) => l.type === "media"), sources, { width: 256, height: 144 });
          segmenter
            .segment(small, 256, 144)
            .then((mask) => {
              if (controller.signal.aborted) return;
              ref.current.values = { ...ref.current.values, subject: m.toEffectMask(mask) };
              markDirty();
            })
            .catch(() => undefined)
            .finally(() => (busy = false));
        };
      }
      if (m.docNeeds(doc, "beats")) {
        const beats = await m.timelineBeats(doc, (asset) => asset.url, controller.signal).catch(() => []);
        if (controller.signal.aborted) return;
        ref.current.values = { ...ref.current.values, beats };
        markDirty();
      }
    });
    return () => {
      controller.abort();
      segmenter?.close();
      ref.current.afterDraw = undefined;
    };
    // The inputs follow the document's effects and sound, not every edit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [has, has ? effectInputsKey(doc) : ""]);
  return ref;
}

/** What the preview's effect inputs depend on: the effects used and the timeline's sound. */
function effectInputsKey(doc: ProjectDoc): string {
  const effects = doc.tracks.flatMap((t) => t.items.filter((i) => i.kind === "effect").map((i) => (i.kind === "effect" ? i.effectId : "")));
  const sound = doc.tracks.filter((t) => t.kind === "audio" || t.kind === "video").map((t) => t.items.map((i) => [i.id, i.start, i.in, i.out]));
  return JSON.stringify([[...new Set(effects)].sort(), sound, doc.assets.map((a) => a.url)]);
}

