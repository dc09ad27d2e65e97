/**
 * Safe areas: the parts of the frame that a platform's own buttons and text cover. On a 9:16 short (TikTok, Reels,
 * Shorts) the like, comment and share buttons run down the right and the account name and description sit at the
 * bottom; on 16:9 the player's controls and title cover the edges. The preview draws these as guides, and styled
 * captions are placed inside them (lib/editor/render/captions.ts), so they sit above the buttons.
 */
import type { CaptionPosition } from "@/lib/catalog/caption-styles";

import type { Size } from "./frame-plan";

/** Fractions of the frame's width (left, right) and height (top, bottom) that a platform covers. */
export interface SafeInsets {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export function safeInsets(size: Size): SafeInsets {
  const ratio = size.width / size.height;
  // Vertical video: the right column of buttons and the description block at the bottom.
  if (ratio < 0.8) return { top: 0.1, bottom: 0.2, left: 0.06, right: 0.16 };
  // Landscape and square: the title-safe margin, with the player's controls along the bottom.
  return { top: 0.05, bottom: 0.1, left: 0.05, right: 0.05 };
}

/** The vertical centre (pixels) of a caption block `height` pixels tall at `position`, inside the safe area. */
export function captionBlockCentre(position: CaptionPosition, size: Size, height: number): number {
  const inset = safeInsets(size);
  const top = size.height * inset.top;
  const bottom = size.height * (1 - inset.bottom);
  switch (position) {
    case "top":
      return top + height / 2;
    case "middle":
      return size.height / 2;
    case "lower":
      return Math.min(bottom - height / 2, size.height * 0.68);
    default:
      return bottom - height / 2;
  }
}
