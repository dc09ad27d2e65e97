"use client";

import type * as React from "react";

import { outputSize, type ProjectDoc } from "@/lib/editor/document";
import { setTextProps } from "@/lib/editor/edits";
import { framePlan, LABEL_FONT, LABEL_PAD, type TextLayer } from "@/lib/editor/frame-plan";

import { useEditor } from "./editor-store";

/** Arrow keys move a focused title by this much of the frame (Shift: five times as far). */
const NUDGE = 0.01;
const pct = (v: number) => `${Math.round(v * 10000) / 100}%`;
/** A boxed label's padding as the compositor draws it. */
const boxPadding = `${LABEL_PAD / 2}em ${LABEL_PAD}em`;

const arrows: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** A title over the preview: drag it, or focus it and use the arrow keys, to place it; each move is one undo step. */
function PreviewTitle({ layer, style }: { layer: TextLayer; style: React.CSSProperties }) {
  const { edit, beginDrag, dragTo, endDrag, announce, select } = useEditor();
  const item = layer.item;
  const where = (x: number, y: number) => `Title at ${Math.round(x * 100)}% across, ${Math.round(y * 100)}% down`;

  function onPointerDown(e: React.PointerEvent<HTMLDivElement>) {
    if (e.button !== 0) return;
    const el = e.currentTarget;
    const frame = el.parentElement?.getBoundingClientRect();
    if (!frame || frame.width <= 0 || frame.height <= 0) return;
    e.preventDefault();
    el.focus();
    select(item.id);
    el.setPointerCapture(e.pointerId);
    const x0 = e.clientX;
    const y0 = e.clientY;
    let base: ReturnType<typeof beginDrag> | null = null;
    let last = { x: layer.x, y: layer.y };
    const move = (ev: PointerEvent) => {
      const dx = ev.clientX - x0;
      const dy = ev.clientY - y0;
      if (!base) {
        if (Math.hypot(dx, dy) < 3) return;
        base = beginDrag();
      }
      last = { x: Math.min(1, Math.max(0, layer.x + dx / frame.width)), y: Math.min(1, Math.max(0, layer.y + dy / frame.height)) };
      dragTo(setTextProps(base, { itemId: item.id, props: last }));
    };
    const up = () => {
      el.removeEventListener("pointermove", move);
      el.removeEventListener("pointerup", up);
      el.removeEventListener("pointercancel", up);
      if (base) {
        endDrag();
        announce(where(last.x, last.y));
      }
    };
    el.addEventListener("pointermove", move);
    el.addEventListener("pointerup", up);
    el.addEventListener("pointercancel", up);
  }

  return (
    <div
      role="button"
      tabIndex={0}
      aria-roledescription="movable title"
      aria-label={`${layer.text || "Title"}. Drag, or use the arrow keys, to move it`}
      className="pointer-events-auto absolute max-w-[90%] -translate-x-1/2 -translate-y-1/2 cursor-move touch-none text-center leading-tight whitespace-pre-wrap outline-none select-none focus-visible:ring-2 focus-visible:ring-ring"
      style={style}
      data-testid="preview-text"
      onPointerDown={onPointerDown}
      onKeyDown={(e) => {
        const dir = arrows[e.key];
        if (!dir || e.altKey || e.ctrlKey || e.metaKey) return;
        e.preventDefault();
        const step = e.shiftKey ? NUDGE * 5 : NUDGE;
        const x = Math.min(1, Math.max(0, layer.x + dir[0] * step));
        const y = Math.min(1, Math.max(0, layer.y + dir[1] * step));
        if (edit((d) => setTextProps(d, { itemId: item.id, props: { x, y } }))) announce(where(x, y));
      }}
    >
      {layer.text}
    </div>
  );
}

/**
 * Titles and the caption showing at time t over the preview, where the canvas draws them: transparent, for moving
 * titles (drag, arrow keys, focus ring) and for reading their text; the compositor draws what is seen.
 */
export function PreviewOverlays({ doc, time }: { doc: ProjectDoc; time: number }) {
  const width = outputSize(doc.settings).width;
  const layers = framePlan(doc, time).filter((l) => l.type === "text" || l.type === "caption");
  if (layers.length === 0) return null;
  return (
    <div className="pointer-events-none absolute inset-0 [container-type:inline-size]" data-testid="preview-overlays">
      {layers.map((layer) => {
        const size = `${(layer.fontSize / width) * 100}cqw`;
        if (layer.type === "text") {
          // The canvas draws the title; this is its transparent hit target, the size of the drawn text.
          const style: React.CSSProperties = {
            left: pct(layer.x),
            top: pct(layer.y),
            fontSize: size,
            fontFamily: LABEL_FONT,
            color: "transparent",
            fontWeight: layer.bold ? 700 : 400,
            padding: layer.background ? boxPadding : undefined,
          };
          return <PreviewTitle key={layer.item.id} layer={layer} style={style} />;
        }
        return (
          <div
            key={layer.item.id}
            className="absolute max-w-[90%] -translate-x-1/2 -translate-y-1/2 text-center leading-tight whitespace-pre-wrap select-none"
            style={{
              left: pct(layer.x),
              top: pct(layer.y),
              fontSize: size,
              fontFamily: LABEL_FONT,
              color: "transparent",
              fontWeight: 400,
              padding: boxPadding,
            }}
            data-testid="preview-caption"
          >
            {layer.text}
          </div>
        );
      })}
    </div>
  );
}
