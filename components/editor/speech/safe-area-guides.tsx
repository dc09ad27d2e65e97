"use client";

import { outputSize, type ProjectDoc } from "@/lib/editor/model/document";
import { safeInsets } from "@/lib/editor/render/safe-area";

import { useSpeechView } from "./view-state";

const pct = (n: number) => `${(n * 100).toFixed(2)}%`;

/**
 * The safe-area guides over the preview (never in the export): the frame's edges a platform covers with its buttons
 * and text are shaded, and the safe area is outlined, so captions and titles can be kept inside it.
 */
export function SafeAreaGuides({ doc }: { doc: ProjectDoc }) {
  const { guides } = useSpeechView();
  if (!guides) return null;
  const size = outputSize(doc.settings);
  const inset = safeInsets(size);
  const vertical = size.width < size.height;
  return (
    <div aria-hidden className="pointer-events-none absolute inset-0 flex items-center justify-center" data-testid="safe-area-guides">
      <div className="relative h-full max-h-full max-w-full" style={{ aspectRatio: `${size.width} / ${size.height}` }}>
        <div className="absolute inset-x-0 top-0 bg-sky-400/20" style={{ height: pct(inset.top) }} />
        <div className="absolute inset-x-0 bottom-0 bg-sky-400/20" style={{ height: pct(inset.bottom) }} />
        <div className="absolute left-0 bg-sky-400/20" style={{ top: pct(inset.top), bottom: pct(inset.bottom), width: pct(inset.left) }} />
        <div className="absolute right-0 bg-sky-400/20" style={{ top: pct(inset.top), bottom: pct(inset.bottom), width: pct(inset.right) }} />
        <div
          className="absolute border border-dashed border-sky-300"
          style={{ top: pct(inset.top), bottom: pct(inset.bottom), left: pct(inset.left), right: pct(inset.right) }}
        />
        <span className="absolute top-1 left-1 rounded bg-black/60 px-1 text-[10px] text-sky-200">
          {vertical ? "Safe area 9:16: clear of the buttons and description" : "Safe area: clear of the player's controls"}
        </span>
      </div>
    </div>
  );
}
