"use client";

import { itemDuration, type TimelineItem } from "@/lib/editor/model/document";
import { keyTimes, moveKeyframes, removeKeyframes } from "@/lib/editor/edits/keyframe-edits";
import { timeToPx } from "@/lib/editor/timeline/timeline-scale";

import { useEditor } from "../editor-store";
import { followPointer } from "../follow-pointer";
import { keyLabel } from "./animation-panel";

/**
 * The keyframes of the selected item as diamonds along its bottom edge: press one to put the playhead on it (its
 * easing is then in the properties panel; the playhead moves when it is let go), drag it along the item to move it
 * (one undo step), Delete or Backspace removes it, ← and → move the playhead to the previous or next one.
 */
export function KeyframeDiamonds({ item, pxPerSecond }: { item: TimelineItem; pxPerSecond: number }) {
  const { clock, beginDrag, dragTo, endDrag, edit, announce } = useEditor();
  const times = keyTimes(item);
  if (times.length === 0) return null;
  const length = itemDuration(item);

  function press(e: React.PointerEvent<HTMLButtonElement>, t: number) {
    if (e.button !== 0) return;
    e.stopPropagation();
    e.preventDefault();
    e.currentTarget.focus();
    // Held by the diamond while it moves: the items it passes over do not take the hover and paint again.
    e.currentTarget.setPointerCapture(e.pointerId);
    clock.pause();
    const x0 = e.clientX;
    const diamond = e.currentTarget;
    let moved = false;
    let to = t;
    // While the pointer moves only the diamond moves, by a translation on its own layer (no layout, no paint): the
    // document and the playhead (and so the preview) follow once, when it is let go, so the timeline and the preview
    // are not drawn anew while it moves. Its centring (-50%) is part of the translation.
    const move = (ev: PointerEvent) => {
      const dx = ev.clientX - x0;
      if (!moved) {
        if (Math.abs(dx) < 3) return;
        moved = true;
        diamond.style.willChange = "translate";
      }
      to = Math.min(length, Math.max(0, t + dx / pxPerSecond));
      diamond.style.translate = `calc(-50% + ${timeToPx(to - t, pxPerSecond)}px) 0`;
    };
    followPointer(window, move, () => {
      if (moved) {
        diamond.style.translate = "";
        diamond.style.willChange = "";
        // One undo step, opened and closed here.
        dragTo(moveKeyframes(beginDrag(), { itemId: item.id, from: t, to }));
        clock.seek(item.start + to);
        endDrag();
        announce(`Keyframe moved to ${keyLabel(to)}`);
      } else {
        clock.seek(item.start + t);
        announce(`Keyframe at ${keyLabel(t)} of ${item.name}`);
      }
    });
  }

  return (
    <div
      className="pointer-events-none absolute bottom-0 h-3"
      style={{ left: timeToPx(item.start, pxPerSecond), width: timeToPx(length, pxPerSecond) }}
      data-diamonds-for={item.id}
    >
      {times.map((t, i) => (
        <button
          key={t}
          type="button"
          data-testid="keyframe-diamond"
          aria-label={`Keyframe ${i + 1} of ${times.length} at ${keyLabel(t)}, ${item.name}`}
          title={`Keyframe at ${keyLabel(t)}: drag to move, Delete to remove`}
          className="pointer-events-auto absolute bottom-0.5 size-2.5 -translate-x-1/2 rotate-45 cursor-ew-resize border border-black/60 bg-amber-300 outline-none focus-visible:ring-2 focus-visible:ring-ring"
          style={{ left: timeToPx(t, pxPerSecond) }}
          onPointerDown={(e) => press(e, t)}
          onKeyDown={(e) => {
            if (e.key === "Delete" || e.key === "Backspace") {
              e.preventDefault();
              e.stopPropagation();
              if (edit((d) => removeKeyframes(d, { itemId: item.id, t }))) announce(`Deleted keyframe at ${keyLabel(t)}`);
            } else if (e.key === "ArrowLeft" || e.key === "ArrowRight") {
              e.preventDefault();
              e.stopPropagation();
              const next = times[i + (e.key === "ArrowLeft" ? -1 : 1)];
              if (next === undefined) return announce(e.key === "ArrowLeft" ? "No earlier keyframe" : "No later keyframe");
              clock.pause();
              clock.seek(item.start + next);
              const buttons = e.currentTarget.parentElement?.querySelectorAll<HTMLButtonElement>("button");
              buttons?.[i + (e.key === "ArrowLeft" ? -1 : 1)]?.focus();
              announce(`Keyframe at ${keyLabel(next)}`);
            }
          }}
        />
      ))}
    </div>
  );
}
