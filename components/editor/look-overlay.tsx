"use client";

import type * as React from "react";
import { useEffect, useRef } from "react";

import type { AnimatableProperty, MediaItem, ProjectDoc } from "@/lib/editor/model/document";
import { type MediaLayer, placeRect, type Size } from "@/lib/editor/render/frame-plan";
import { setBaseValue, setKeyframe } from "@/lib/editor/edits/keyframe-edits";
import { type CropProperty } from "@/lib/editor/render/look";
import { setChromaKey } from "@/lib/editor/edits/look-edits";

import { useEditor } from "./editor-store";
import { setEyedropper } from "./eyedropper";
import { followPointer } from "./follow-pointer";
import { pct } from "./use-frame-placement";

type Picture = HTMLVideoElement | HTMLImageElement;

/** The preview's own media element of an item (preview-stage.tsx keeps one per item in the page). */
function pictureOf(itemId: string): Picture | null {
  const el = document.querySelector(`[data-testid="preview-frame"] [data-item="${CSS.escape(itemId)}"]`);
  return el instanceof HTMLVideoElement || el instanceof HTMLImageElement ? el : null;
}

function pictureSize(el: Picture | null, out: Size): Size {
  if (el instanceof HTMLVideoElement && el.videoWidth > 0) return { width: el.videoWidth, height: el.videoHeight };
  if (el instanceof HTMLImageElement && el.naturalWidth > 0) return { width: el.naturalWidth, height: el.naturalHeight };
  return out;
}

/** Sets a property at the playhead: its keyframe there when it is animated, else its static value. */
function setAt(doc: ProjectDoc, item: MediaItem, property: AnimatableProperty, local: number, value: number): ProjectDoc {
  return item.keyframes?.[property]?.length ? setKeyframe(doc, { itemId: item.id, property, t: local, value }) : setBaseValue(doc, { itemId: item.id, property, value });
}

const hex = (n: number) => Math.round(n).toString(16).padStart(2, "0");

/** The colour of the item's source under a frame point (0..1), or null where the picture is not (ready). */
function sampleAt(layer: MediaLayer, out: Size, at: { x: number; y: number }): string | null {
  const el = pictureOf(layer.item.id);
  if (!el) return null;
  const src = pictureSize(el, out);
  const rect = placeRect(src, out, layer.transform);
  const px = at.x * out.width;
  const py = at.y * out.height;
  // Undo the rotation about the picture's centre, then the flips.
  const a = (-(layer.transform.rotation ?? 0) * Math.PI) / 180;
  const cx = rect.x + rect.w / 2;
  const cy = rect.y + rect.h / 2;
  const ux = (Math.cos(a) * (px - cx) - Math.sin(a) * (py - cy) + rect.w / 2) / rect.w;
  const uy = (Math.sin(a) * (px - cx) + Math.cos(a) * (py - cy) + rect.h / 2) / rect.h;
  if (ux < 0 || ux > 1 || uy < 0 || uy > 1) return null;
  const sx = (layer.item.flipH ? 1 - ux : ux) * src.width;
  const sy = (layer.item.flipV ? 1 - uy : uy) * src.height;
  const canvas = document.createElement("canvas");
  canvas.width = 3;
  canvas.height = 3;
  const ctx = canvas.getContext("2d", { willReadFrequently: true });
  if (!ctx) return null;
  try {
    ctx.drawImage(el, Math.max(0, sx - 1.5), Math.max(0, sy - 1.5), 3, 3, 0, 0, 3, 3);
    const d = ctx.getImageData(0, 0, 3, 3).data;
    const sum = [0, 0, 0];
    for (let i = 0; i < d.length; i += 4) for (let c = 0; c < 3; c++) sum[c] += d[i + c];
    return `#${sum.map((s) => hex(s / 9)).join("")}`;
  } catch {
    return null;
  }
}

/** While the eyedropper is on: a click on the preview sets the key colour from the item's own pixels there. */
export function EyedropperLayer({ layer, out }: { layer: MediaLayer | null; out: Size }) {
  const { edit, announce } = useEditor();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Focus (and so the page's scroll) goes to the preview while picking, and back to what had it (the "Pick from
    // preview" button) when picking ends.
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const layerEl = ref.current;
    layerEl?.focus();
    // Escape stops picking and nothing else: caught before the timeline's shortcuts, where it would drop the selection.
    const onKey = (e: KeyboardEvent) => {
      // In a dialog (opened while picking), Escape is the dialog's.
      if (e.key !== "Escape" || (e.target instanceof Element && e.target.closest("[role=dialog]"))) return;
      e.preventDefault();
      setEyedropper(null);
      announce("Colour picking off");
    };
    window.addEventListener("keydown", onKey, { capture: true });
    return () => {
      window.removeEventListener("keydown", onKey, { capture: true });
      const active = document.activeElement;
      if (before?.isConnected && (!active || active === document.body || active === layerEl)) before.focus();
    };
  }, [announce]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      aria-label="Pick the key colour: click the preview"
      className="pointer-events-auto absolute inset-0 cursor-crosshair outline-none"
      data-testid="eyedropper"
      onPointerDown={(e) => {
        e.preventDefault();
        const box = e.currentTarget.getBoundingClientRect();
        const at = { x: (e.clientX - box.left) / box.width, y: (e.clientY - box.top) / box.height };
        const colour = layer ? sampleAt(layer, out, at) : null;
        if (!layer || !colour) return announce("No picture of this item there: click on it");
        setEyedropper(null);
        if (edit((d) => setChromaKey(d, { itemId: layer.item.id, key: { color: colour } }))) announce(`Key colour ${colour} picked from the preview`);
      }}
    />
  );
}

const edges: { property: CropProperty; label: string; axis: "x" | "y"; sign: 1 | -1 }[] = [
  { property: "cropLeft", label: "Crop left edge", axis: "x", sign: 1 },
  { property: "cropRight", label: "Crop right edge", axis: "x", sign: -1 },
  { property: "cropTop", label: "Crop top edge", axis: "y", sign: 1 },
  { property: "cropBottom", label: "Crop bottom edge", axis: "y", sign: -1 },
];

const cropKey = { cropLeft: "left", cropRight: "right", cropTop: "top", cropBottom: "bottom" } as const;

/**
 * Handles on the selected picture in the preview: one on each edge to crop it, one above it to rotate it. Drag
 * them, or focus one and use the arrow keys (Shift: further). Each gesture is one undo step and is announced.
 */
export function LookHandles({ layer, out }: { layer: MediaLayer; out: Size }) {
  const { beginDrag, dragTo, endDrag, edit, announce } = useEditor();
  const item = layer.item;
  const local = layer.sourceTime - item.in;
  const src = pictureSize(pictureOf(item.id), out);
  const rect = placeRect(src, out, layer.transform);
  const crop = layer.crop ?? { left: 0, right: 0, top: 0, bottom: 0 };
  const rotation = layer.transform.rotation ?? 0;
  const box = {
    left: pct((rect.x + crop.left * rect.w) / out.width),
    top: pct((rect.y + crop.top * rect.h) / out.height),
    width: pct(((1 - crop.left - crop.right) * rect.w) / out.width),
    height: pct(((1 - crop.top - crop.bottom) * rect.h) / out.height),
  };
  const rad = (rotation * Math.PI) / 180;

  const drag = (e: React.PointerEvent<HTMLButtonElement>, onMove: (base: ProjectDoc, dx: number, dy: number, ev: PointerEvent) => ProjectDoc, done: () => string) => {
    if (e.button !== 0) return;
    const frame = e.currentTarget.closest<HTMLElement>("[data-testid=look-handles]")?.getBoundingClientRect();
    if (!frame || frame.width <= 0) return;
    e.preventDefault();
    e.stopPropagation();
    const el = e.currentTarget;
    el.focus();
    el.setPointerCapture(e.pointerId);
    const x0 = e.clientX;
    const y0 = e.clientY;
    let base: ProjectDoc | null = null;
    const move = (ev: PointerEvent) => {
      base ??= beginDrag();
      // Pointer movement in output pixels.
      dragTo(onMove(base, ((ev.clientX - x0) / frame.width) * out.width, ((ev.clientY - y0) / frame.height) * out.height, ev));
    };
    followPointer(el, move, () => {
      if (base) {
        endDrag();
        announce(done());
      }
    });
  };

  const cropTo = (d: ProjectDoc, edge: (typeof edges)[number], value: number) => setAt(d, item, edge.property, local, Math.min(0.9, Math.max(0, value)));
  const rotateTo = (d: ProjectDoc, deg: number) => setAt(d, item, "rotation", local, Math.round(deg * 10) / 10);

  const handle = "pointer-events-auto absolute size-3.5 -translate-x-1/2 -translate-y-1/2 rounded-sm border-2 border-white bg-primary shadow outline-none focus-visible:ring-2 focus-visible:ring-ring touch-none";
  return (
    <div className="pointer-events-none absolute inset-0" data-testid="look-handles">
      <div
        className="absolute border border-dashed border-white/80"
        style={{ ...box, transform: `rotate(${rotation}deg)`, transformOrigin: `${pct((rect.x + rect.w / 2) / out.width)} ${pct((rect.y + rect.h / 2) / out.height)}` }}
      >
        {edges.map((edge) => {
          const pos = edge.axis === "x" ? { left: edge.sign > 0 ? "0%" : "100%", top: "50%" } : { left: "50%", top: edge.sign > 0 ? "0%" : "100%" };
          const start = crop[cropKey[edge.property]];
          const size = edge.axis === "x" ? rect.w : rect.h;
          let last = start;
          const say = (v: number) => `${edge.label.replace(" edge", "")} ${Math.round(v * 100)}%`;
          return (
            <button
              key={edge.property}
              type="button"
              aria-label={`${edge.label}: drag, or use the arrow keys`}
              className={`${handle} ${edge.axis === "x" ? "cursor-ew-resize" : "cursor-ns-resize"}`}
              style={pos}
              onPointerDown={(e) =>
                drag(
                  e,
                  (base, dx, dy) => {
                    // Movement along the picture's own (rotated) axis, inward positive.
                    const along = edge.axis === "x" ? dx * Math.cos(rad) + dy * Math.sin(rad) : -dx * Math.sin(rad) + dy * Math.cos(rad);
                    last = Math.min(0.9, Math.max(0, start + (edge.sign * along) / size));
                    return cropTo(base, edge, last);
                  },
                  () => say(last),
                )
              }
              onKeyDown={(e) => {
                const dir = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 }[e.key];
                if (!dir) return;
                e.preventDefault();
                const v = Math.min(0.9, Math.max(0, start + edge.sign * dir * (e.shiftKey ? 0.05 : 0.01)));
                if (edit((d) => cropTo(d, edge, v))) announce(say(v));
              }}
            />
          );
        })}
        <button
          type="button"
          aria-label="Rotate: drag, or use the arrow keys"
          className={`${handle} cursor-grab rounded-full`}
          style={{ left: "calc(100% - 0.75rem)", top: "0.75rem" }}
          onPointerDown={(e) => {
            const frame = e.currentTarget.closest<HTMLElement>("[data-testid=look-handles]")?.getBoundingClientRect();
            if (!frame) return;
            const cx = frame.left + ((rect.x + rect.w / 2) / out.width) * frame.width;
            const cy = frame.top + ((rect.y + rect.h / 2) / out.height) * frame.height;
            const a0 = Math.atan2(e.clientY - cy, e.clientX - cx);
            let last = rotation;
            drag(
              e,
              (base, _dx, _dy, ev) => {
                const a = Math.atan2(ev.clientY - cy, ev.clientX - cx);
                let deg = rotation + ((a - a0) * 180) / Math.PI;
                if (ev.shiftKey) deg = Math.round(deg / 15) * 15;
                last = deg;
                return rotateTo(base, deg);
              },
              () => `Rotation ${Math.round(last)}°`,
            );
          }}
          onKeyDown={(e) => {
            const dir = { ArrowLeft: -1, ArrowDown: -1, ArrowRight: 1, ArrowUp: 1 }[e.key];
            if (!dir) return;
            e.preventDefault();
            const v = rotation + dir * (e.shiftKey ? 15 : 1);
            if (edit((d) => rotateTo(d, v))) announce(`Rotation ${Math.round(v)}°`);
          }}
        />
      </div>
    </div>
  );
}
