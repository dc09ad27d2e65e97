"use client";

import { type MediaLayer, placeRect, type Size } from "@/lib/editor/render/frame-plan";
import type { ProjectDoc } from "@/lib/editor/model/document";
import { setKeyframe } from "@/lib/editor/edits/keyframe-edits";
import { setItemTransform } from "@/lib/editor/edits/layer-edits";

import { pct, useFramePlacement, where } from "./use-frame-placement";

/**
 * A picture on the Overlay track, over the preview where the canvas draws it: drag it, or focus it and use the arrow
 * keys, to move it (its scale and opacity are in the Track and placement panel).
 */
export function PreviewPicture({ layer, out }: { layer: MediaLayer; out: Size }) {
  const item = layer.item;
  // Until its size is known, a picture is taken to have the frame's shape.
  const src = { width: layer.asset?.width ?? out.width, height: layer.asset?.height ?? out.height };
  const rect = placeRect(src, out, layer.transform);
  // A moved picture whose position is animated gets a keyframe at the playhead (its source time less its in point).
  const local = layer.sourceTime - item.in;
  const place = (d: ProjectDoc, to: { x: number; y: number }): ProjectDoc => {
    if (!item.keyframes?.x && !item.keyframes?.y) return setItemTransform(d, { itemId: item.id, transform: to });
    const x = item.keyframes?.x ? setKeyframe(d, { itemId: item.id, property: "x", t: local, value: to.x }) : setItemTransform(d, { itemId: item.id, transform: { x: to.x } });
    return item.keyframes?.y ? setKeyframe(x, { itemId: item.id, property: "y", t: local, value: to.y }) : setItemTransform(x, { itemId: item.id, transform: { y: to.y } });
  };
  const handlers = useFramePlacement(item.id, layer.transform, place, (to) => where(item.name, to));
  return (
    <div
      role="button"
      tabIndex={0}
      aria-roledescription="movable picture"
      aria-label={`${item.name}. Drag, or use the arrow keys, to move it`}
      className="pointer-events-auto absolute cursor-move touch-none outline-none focus-visible:ring-2 focus-visible:ring-ring"
      style={{ left: pct(rect.x / out.width), top: pct(rect.y / out.height), width: pct(rect.w / out.width), height: pct(rect.h / out.height) }}
      data-testid="preview-picture"
      {...handlers}
    />
  );
}
