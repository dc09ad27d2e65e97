"use client";

import { outputSize, type ProjectDoc } from "@/lib/editor/document";
import { framePlan } from "@/lib/editor/frame-plan";

/** Titles and the caption showing at time t, drawn over the preview at the sizes export uses. */
export function PreviewOverlays({ doc, time }: { doc: ProjectDoc; time: number }) {
  const width = outputSize(doc.settings).width;
  const layers = framePlan(doc, time).filter((l) => l.type === "text" || l.type === "caption");
  if (layers.length === 0) return null;
  return (
    <div className="pointer-events-none absolute inset-0 [container-type:inline-size]" data-testid="preview-overlays">
      {layers.map((layer) => {
        const size = `${(layer.fontSize / width) * 100}cqw`;
        const isText = layer.type === "text";
        return (
          <div
            key={layer.item.id}
            className="absolute max-w-[90%] -translate-x-1/2 -translate-y-1/2 text-center leading-tight whitespace-pre-wrap"
            style={{
              left: `${Math.round(layer.x * 10000) / 100}%`,
              top: `${Math.round(layer.y * 10000) / 100}%`,
              fontSize: size,
              color: isText ? layer.color : "#ffffff",
              fontWeight: isText && layer.bold ? 700 : 500,
              background: isText ? (layer.background ?? undefined) : "rgba(0,0,0,0.7)",
              padding: isText && !layer.background ? undefined : "0.1em 0.4em",
              textShadow: isText && !layer.background ? "0 2px 6px rgba(0,0,0,0.8)" : undefined,
            }}
            data-testid={isText ? "preview-text" : "preview-caption"}
          >
            {layer.text}
          </div>
        );
      })}
    </div>
  );
}
