"use client";

import type * as React from "react";
import { lazy, Suspense, useState } from "react";

import { isEmptySlot, outputSize, type ProjectDoc } from "@/lib/editor/model/document";
import { setTextProps } from "@/lib/editor/edits/index";
import { framePlan, LABEL_FONT, LABEL_PAD, type MediaLayer, type TextLayer } from "@/lib/editor/render/frame-plan";

import { useEditor } from "./editor-store";
import { useEyedropper } from "./eyedropper";

import { pct, useFramePlacement, where } from "./use-frame-placement";

/** An overlay picture's hit target, loaded when a project first shows one. */
const PreviewPicture = lazy(() => import("./preview-picture").then((m) => ({ default: m.PreviewPicture })));

/** A title's text edited in place, loaded on the first double-click. */
const TitleEditor = lazy(() => import("./title-editor").then((m) => ({ default: m.TitleEditor })));

/** What an empty template slot asks for, with a file button: loaded when a template's slot first shows. */
const SlotPrompt = lazy(() => import("./slot-prompt").then((m) => ({ default: m.SlotPrompt })));

/** Crop and rotation handles on the selected picture, and the key colour eyedropper: loaded when first shown. */
const LookHandles = lazy(() => import("./look-overlay").then((m) => ({ default: m.LookHandles })));
const EyedropperLayer = lazy(() => import("./look-overlay").then((m) => ({ default: m.EyedropperLayer })));

/** A boxed label's padding as the compositor draws it. */
const boxPadding = `${LABEL_PAD / 2}em ${LABEL_PAD}em`;

/**
 * A title over the preview: drag it, or focus it and use the arrow keys, to place it; double-click it (or press
 * Enter) to edit its text in place: Enter keeps the text (Shift+Enter starts a new line), Escape leaves it as it was.
 */
function PreviewTitle({ layer, style }: { layer: TextLayer; style: React.CSSProperties }) {
  const item = layer.item;
  const [editing, setEditing] = useState(false);
  const handlers = useFramePlacement(
    item.id,
    layer,
    (d, props) => setTextProps(d, { itemId: item.id, props }),
    (to) => where("Title", to),
  );
  if (editing)
    return (
      <Suspense fallback={null}>
        <TitleEditor item={item} style={style} onDone={() => setEditing(false)} />
      </Suspense>
    );
  return (
    <div
      role="button"
      tabIndex={0}
      aria-roledescription="movable title"
      aria-label={`${layer.text || "Title"}. Drag, or use the arrow keys, to move it; Enter edits its text`}
      aria-keyshortcuts="Enter"
      title="Double-click to edit the text"
      className="pointer-events-auto absolute max-w-[90%] -translate-x-1/2 -translate-y-1/2 cursor-move touch-none text-center leading-tight whitespace-pre-wrap outline-none select-none focus-visible:ring-2 focus-visible:ring-ring"
      style={style}
      data-testid="preview-text"
      onPointerDown={handlers.onPointerDown}
      onDoubleClick={() => setEditing(true)}
      onKeyDown={(e) => {
        if (e.key === "Enter" && !e.altKey && !e.ctrlKey && !e.metaKey) {
          e.preventDefault();
          setEditing(true);
        } else handlers.onKeyDown(e);
      }}
    >
      {layer.text}
    </div>
  );
}

/**
 * Overlay pictures, titles and the caption showing at time t over the preview, where the canvas draws them:
 * transparent, for moving pictures and titles (drag, arrow keys, focus ring) and for reading text; the compositor
 * draws what is seen.
 */
export function PreviewOverlays({ doc, time }: { doc: ProjectDoc; time: number }) {
  const { selectedItemId } = useEditor();
  const picking = useEyedropper();
  const out = outputSize(doc.settings);
  const overlayTracks = new Set(doc.tracks.filter((t) => t.kind === "overlay").map((t) => t.id));
  const plan = framePlan(doc, time);
  const layers = plan.filter((l) => l.type !== "effect" && (l.type !== "media" || overlayTracks.has(l.trackId)));
  const mediaLayer = (id: string | null) => plan.find((l): l is MediaLayer => l.type === "media" && l.item.id === id) ?? null;
  const selected = mediaLayer(selectedItemId);
  const emptySlots = plan.filter((l): l is MediaLayer => l.type === "media" && isEmptySlot(l.item));
  if (layers.length === 0 && !selected && !picking && emptySlots.length === 0) return null;
  return (
    <div className="pointer-events-none absolute inset-0 [container-type:inline-size]" data-testid="preview-overlays">
      {layers.map((layer) => {
        if (layer.type === "media") {
          return (
            <Suspense key={layer.item.id} fallback={null}>
              <PreviewPicture layer={layer} out={out} />
            </Suspense>
          );
        }
        if (layer.type === "effect") return null;
        const size = `${(layer.fontSize / out.width) * 100}cqw`;
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
      {emptySlots.map((layer) =>
        isEmptySlot(layer.item) ? (
          <Suspense key={`slot-${layer.item.id}`} fallback={null}>
            <SlotPrompt item={layer.item} x={pct(layer.transform.x)} y={pct(layer.transform.y)} />
          </Suspense>
        ) : null,
      )}
      {selected && !picking ? (
        <Suspense fallback={null}>
          <LookHandles key={selected.item.id} layer={selected} out={out} />
        </Suspense>
      ) : null}
      {picking ? (
        <Suspense fallback={null}>
          <EyedropperLayer layer={mediaLayer(picking)} out={out} />
        </Suspense>
      ) : null}
    </div>
  );
}
