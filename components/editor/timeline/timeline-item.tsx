"use client";

import type * as React from "react";
import { lazy, memo, startTransition, Suspense } from "react";

import { announceTime } from "@/lib/editor/model/sample-doc";
import { isEmptySlot, itemDuration, itemEnd, type ProjectDoc, SLOT_PROMPT, type TimelineItem } from "@/lib/editor/model/document";
import { compatibleTracks, moveItem, snapCandidates, snapTime, trimEnd, trimStart } from "@/lib/editor/edits/index";
import { speedLabel } from "@/lib/editor/model/speed";
import { formatClock } from "@/lib/editor/timeline/time";
import { SNAP_PIXELS, timeToPx } from "@/lib/editor/timeline/timeline-scale";
import { cn } from "@/lib/utils";

import { followPointer } from "../follow-pointer";
import { ItemThumbnails } from "./item-thumbnails";
import { movedMessage } from "./move-to-track";
import type { TimelineActions } from "./timeline-actions";

type DragMode = "move" | "start" | "end";

// Waveforms load with the first audio item.
const ItemWaveform = lazy(() => import("./item-waveform").then((m) => ({ default: m.ItemWaveform })));
// The duck curve loads with the first item that ducks under speech.
const DuckCurve = lazy(() => import("./duck-curve").then((m) => ({ default: m.DuckCurve })));
// Keyframe diamonds load with the first selected item that has keyframes.
const KeyframeDiamonds = lazy(() => import("../keyframes/keyframe-diamonds").then((m) => ({ default: m.KeyframeDiamonds })));

const kindColor: Record<TimelineItem["kind"], string> = {
  video: "bg-sky-700/80 border-sky-400",
  image: "bg-emerald-700/80 border-emerald-400",
  audio: "bg-violet-700/80 border-violet-400",
  text: "bg-amber-700/80 border-amber-400",
  caption: "bg-slate-600/80 border-slate-300",
  effect: "bg-fuchsia-800/80 border-fuchsia-400",
};

/** Moves `start` by the snap that is nearest for either edge of an item `length` long. */
function snapMove(start: number, length: number, candidates: number[], threshold: number): number {
  const a = snapTime(start, candidates, threshold);
  const b = snapTime(start + length, candidates, threshold) - length;
  const da = a === start ? Infinity : Math.abs(a - start);
  const db = b === start ? Infinity : Math.abs(b - start);
  if (da === Infinity && db === Infinity) return start;
  return da <= db ? a : b;
}

interface ItemProps {
  item: TimelineItem;
  pxPerSecond: number;
  selected: boolean;
  thumbUrl: string | null;
  waveUrl: string | null;
  actions: TimelineActions;
}

/**
 * One item on a track, drawn to scale: press to select, drag to move, drag an edge to trim; the selected item shows
 * its keyframe diamonds. Memoised on the item object and stable actions, so a drag or a selection draws again only
 * the items it changes (a timeline holds hundreds).
 */
export const TimelineItemView = memo(function TimelineItemView({ item, pxPerSecond, selected, thumbUrl, waveUrl, actions }: ItemProps) {
  const diamonds =
    selected && item.kind !== "caption" && item.kind !== "effect" && item.keyframes ? (
      <Suspense fallback={null}>
        <KeyframeDiamonds item={item} pxPerSecond={pxPerSecond} />
      </Suspense>
    ) : null;
  return (
    <>
      <ItemDrawing item={item} pxPerSecond={pxPerSecond} selected={selected} thumbUrl={thumbUrl} waveUrl={waveUrl} actions={actions} />
      {diamonds}
    </>
  );
});

function ItemDrawing({ item, pxPerSecond, selected, thumbUrl, waveUrl, actions }: ItemProps) {
  const { select, clock, beginDrag, dragTo, endDrag, announce, currentDoc: current } = actions;
  const end = itemEnd(item);
  const empty = isEmptySlot(item);
  // A template's slot takes a dropped file: empty, it shows its stand-in's tint and asks for one.
  const slot = (item.kind === "video" || item.kind === "image") && item.slot ? item.slot : null;
  const label = empty ? `${item.slot.label}: ${SLOT_PROMPT}` : item.kind === "text" && item.text.trim() ? item.text.trim().split("\n")[0] : item.name;
  const dropFiles = slot
    ? {
        onDragOver: (e: React.DragEvent) => {
          if (!e.dataTransfer.types.includes("Files")) return;
          e.preventDefault();
          e.stopPropagation();
          e.dataTransfer.dropEffect = "copy";
        },
        onDrop: (e: React.DragEvent) => {
          const file = e.dataTransfer.files[0];
          if (!file) return;
          e.preventDefault();
          e.stopPropagation();
          actions.currentStore().fillSlotWith(item.id, file);
        },
      }
    : {};

  function startDrag(e: React.PointerEvent<HTMLElement>, mode: DragMode) {
    if (e.button !== 0) return;
    e.stopPropagation();
    const el = e.currentTarget;
    el.setPointerCapture(e.pointerId);
    const x0 = e.clientX;
    const y0 = e.clientY;
    const threshold = SNAP_PIXELS / pxPerSecond;
    const rows = el.closest("ul");
    // While the pointer moves only this element (and its keyframe diamonds) moves, by a transform: the document
    // changes once, when the drag ends, so a long timeline and the preview are not drawn anew on every move.
    const itemEl = el.closest<HTMLElement>("[data-timeline-item]");
    const diamondsEl = itemEl?.parentElement?.querySelector<HTMLElement>(`[data-diamonds-for="${CSS.escape(item.id)}"]`) ?? null;
    const rowTop = (id: string | undefined) => (id ? (rows?.querySelector(`[data-track-id="${CSS.escape(id)}"]`)?.getBoundingClientRect().top ?? 0) : 0);
    const show = (next: ProjectDoc) => {
      if (!itemEl) return;
      const track = next.tracks.find((t) => t.items.some((i) => i.id === item.id));
      const now = track?.items.find((i) => i.id === item.id);
      if (!track || !now) return;
      const dy = track.id === fromTrack ? 0 : rowTop(track.id) - rowTop(fromTrack);
      const shift = `translate(${timeToPx(now.start - item.start, pxPerSecond)}px, ${dy}px)`;
      itemEl.style.transform = shift;
      // Its own layer while it moves: the compositor moves it, nothing is painted again.
      itemEl.style.willChange = "transform";
      // Above the other items, below the sticky track names.
      itemEl.style.zIndex = "5";
      if (mode !== "move") itemEl.style.width = `${Math.max(4, timeToPx(itemDuration(now), pxPerSecond))}px`;
      else if (diamondsEl) {
        diamondsEl.style.transform = shift;
        diamondsEl.style.zIndex = "6";
      }
    };
    const settle = () => {
      if (!itemEl) return;
      itemEl.style.transform = "";
      itemEl.style.willChange = "";
      itemEl.style.zIndex = "";
      itemEl.style.width = `${width}px`;
      if (diamondsEl) {
        diamondsEl.style.transform = "";
        diamondsEl.style.zIndex = "";
      }
    };
    // The document when the drag started; the history's drag (one undo step) is opened only when it ends.
    let base: ProjectDoc | null = null;
    let edit: ((doc: ProjectDoc) => ProjectDoc) | null = null;
    let candidates: number[] = [];
    let compatible: string[] = [];
    let trackId: string | undefined;
    let fromTrack: string | undefined;
    let last: ProjectDoc | null = null;
    let highlighted: Element | null = null;
    const highlight = (id: string | undefined) => {
      const row = id ? (rows?.querySelector(`[data-track-id="${CSS.escape(id)}"]`) ?? null) : null;
      if (row === highlighted) return;
      highlighted?.removeAttribute("data-drop-target");
      row?.setAttribute("data-drop-target", "");
      highlighted = row;
    };
    const move = (ev: PointerEvent) => {
      const dx = ev.clientX - x0;
      if (!base) {
        if (Math.abs(dx) < 3 && (mode !== "move" || Math.abs(ev.clientY - y0) < 3)) return;
        base = current();
        candidates = snapCandidates(base, clock.time, item.id);
        compatible = compatibleTracks(base, item.id).map((t) => t.id);
        trackId = fromTrack = base.tracks.find((t) => t.items.some((i) => i.id === item.id))?.id;
      }
      const dt = dx / pxPerSecond;
      if (mode === "move") {
        // Over another row that takes the item, it moves there too; other rows are passed over.
        const over = document.elementFromPoint(ev.clientX, ev.clientY)?.closest<HTMLElement>("[data-track-id]")?.dataset.trackId;
        if (over && compatible.includes(over)) trackId = over;
        highlight(trackId);
        const start = Math.max(0, snapMove(Math.max(0, item.start + dt), itemDuration(item), candidates, threshold));
        const to = trackId;
        edit = (doc) => moveItem(doc, { itemId: item.id, start, trackId: to });
      } else if (mode === "start") {
        const start = Math.max(0, snapTime(item.start + dt, candidates, threshold));
        edit = (doc) => trimStart(doc, { itemId: item.id, start });
      } else {
        const to = snapTime(end + dt, candidates, threshold);
        edit = (doc) => trimEnd(doc, { itemId: item.id, end: to });
      }
      last = edit(base);
      show(last);
    };
    // On the window: a move to another row draws the item anew there, and this element goes.
    followPointer(window, move, () => {
      highlight(undefined);
      if (base && edit) {
        settle();
        const from = beginDrag();
        last = from === base ? last : edit(from);
        if (last) dragTo(last);
        endDrag();
        // A press without a move selects by its click; a drag selects the item once it is dropped.
        startTransition(() => select(item.id));
        if (mode !== "move") announce(`Trimmed ${item.name}`);
        else announce(last && trackId !== fromTrack ? movedMessage(last, item.id) : `Moved ${item.name}`);
      }
    });
  }

  const width = Math.max(4, timeToPx(itemDuration(item), pxPerSecond));
  const speedText = item.kind === "video" || item.kind === "audio" ? speedLabel(item) : "";
  const reversed = (item.kind === "video" || item.kind === "audio") && speedText !== "" && Boolean(item.reverse);
  return (
    <div
      role="button"
      tabIndex={0}
      aria-pressed={selected}
      aria-label={`${label}, ${formatClock(item.start)} to ${formatClock(end)}${speedText ? `, ${speedText}` : ""}`}
      title={`${label} (${announceTime(item.start)}–${announceTime(end)})`}
      data-testid="timeline-clip"
      data-timeline-item=""
      data-item-id={item.id}
      className={cn(
        "group absolute top-1 bottom-1 flex cursor-grab touch-none items-center overflow-hidden rounded border text-xs text-white outline-none select-none focus-visible:ring-2 focus-visible:ring-ring",
        kindColor[item.kind],
        empty && "border-dashed",
        selected && "ring-2 ring-primary",
      )}
      style={{ left: timeToPx(item.start, pxPerSecond), width, ...(empty ? { backgroundColor: `${item.slot.tint}b3` } : {}) }}
      data-slot-item={slot ? (empty ? "empty" : "filled") : undefined}
      {...dropFiles}
      onPointerDown={(e) => startDrag(e, "move")}
      onKeyDown={(e) => {
        if (e.key === "Enter") {
          e.preventDefault();
          select(item.id);
        }
      }}
      onClick={() => select(item.id)}
    >
      {thumbUrl ? (
        <ItemThumbnails url={thumbUrl} inPoint={reversed ? item.out : item.in} outPoint={reversed ? item.in : item.out} width={width} />
      ) : null}
      {waveUrl ? (
        <Suspense fallback={null}>
          <ItemWaveform url={waveUrl} inPoint={item.in} outPoint={item.out} width={width} reverse={reversed} />
        </Suspense>
      ) : null}
      {"duck" in item && item.duck ? (
        <Suspense fallback={null}>
          <DuckCurve itemId={item.id} start={item.start} end={itemEnd(item)} depth={item.duck.depth} />
        </Suspense>
      ) : null}
      <span
        aria-hidden
        className="absolute inset-y-0 left-0 w-2 cursor-ew-resize bg-white/20 opacity-0 group-hover:opacity-100"
        data-testid="trim-start"
        onPointerDown={(e) => startDrag(e, "start")}
      />
      <span className="relative truncate px-2.5 font-medium [text-shadow:0_1px_2px_rgb(0_0_0/0.9)]">{label}</span>
      {speedText ? (
        <span className="relative mr-2.5 shrink-0 rounded bg-black/60 px-1 tabular-nums" data-testid="item-speed">
          {speedText}
        </span>
      ) : null}
      <span
        aria-hidden
        className="absolute inset-y-0 right-0 w-2 cursor-ew-resize bg-white/20 opacity-0 group-hover:opacity-100"
        data-testid="trim-end"
        onPointerDown={(e) => startDrag(e, "end")}
      />
    </div>
  );
}
