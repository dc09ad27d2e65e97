/**
 * Caption styles: each preset is a named definition of how the caption track's words look. The style picker lists
 * them, the document stores a preset's id with an animation (lib/editor/model/document.ts CaptionStyle), and the one
 * compositor draws them (lib/editor/render/captions.ts) in the preview and the export alike.
 */
import type { CaptionAnimation } from "@/lib/editor/model/document";

/** Where the caption block sits; its height depends on the frame's shape (lib/editor/render/safe-area.ts). */
export const captionPositions = ["bottom", "lower", "middle", "top"] as const;
export type CaptionPosition = (typeof captionPositions)[number];

export interface CaptionPreset {
  id: string;
  name: string;
  /** CSS font family list; only fonts every device has (nothing is fetched to draw a caption). */
  font: string;
  /** Pixels at 1080p height; scaled with the output. */
  size: number;
  weight: 400 | 500 | 600 | 700 | 800 | 900;
  /** Text colour. */
  color: string;
  /** The spoken word's colour in the karaoke and bounce animations. */
  highlight: string;
  /** Outline around each letter: colour and width in ems; null = none. */
  outline: { color: string; width: number } | null;
  /** Drop shadow: colour, blur and downward offset in ems; null = none. */
  shadow: { color: string; blur: number; offsetY: number } | null;
  /** Box behind each line; null = none. */
  box: string | null;
  position: CaptionPosition;
  uppercase: boolean;
  /** At most this many words on a line, and lines on screen at once. */
  wordsPerLine: number;
  lines: number;
  /** The animation the picker selects with the preset. */
  animation: CaptionAnimation;
}

const SANS = 'system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif';
const HEAVY = 'Impact, "Arial Black", "Helvetica Neue", "DejaVu Sans", sans-serif';
const SERIF = 'Georgia, "Times New Roman", "DejaVu Serif", serif';
const MONO = 'ui-monospace, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", monospace';

export const captionPresets: readonly CaptionPreset[] = [
  {
    id: "classic",
    name: "Classic",
    font: SANS,
    size: 48,
    weight: 400,
    color: "#ffffff",
    highlight: "#facc15",
    outline: null,
    shadow: null,
    box: "rgba(0, 0, 0, 0.7)",
    position: "bottom",
    uppercase: false,
    wordsPerLine: 8,
    lines: 2,
    animation: "none",
  },
  {
    id: "karaoke",
    name: "Karaoke",
    font: SANS,
    size: 64,
    weight: 800,
    color: "#ffffff",
    highlight: "#facc15",
    outline: { color: "#000000", width: 0.12 },
    shadow: null,
    box: null,
    position: "lower",
    uppercase: false,
    wordsPerLine: 4,
    lines: 2,
    animation: "karaoke",
  },
  {
    id: "bold-pop",
    name: "Bold Pop",
    font: HEAVY,
    size: 84,
    weight: 900,
    color: "#ffffff",
    highlight: "#22c55e",
    outline: { color: "#000000", width: 0.14 },
    shadow: { color: "rgba(0, 0, 0, 0.6)", blur: 0.1, offsetY: 0.06 },
    box: null,
    position: "middle",
    uppercase: true,
    wordsPerLine: 3,
    lines: 1,
    animation: "pop",
  },
  {
    id: "bounce",
    name: "Bounce",
    font: SANS,
    size: 72,
    weight: 900,
    color: "#ffffff",
    highlight: "#f472b6",
    outline: { color: "#1e1b4b", width: 0.12 },
    shadow: null,
    box: null,
    position: "lower",
    uppercase: true,
    wordsPerLine: 3,
    lines: 2,
    animation: "bounce",
  },
  {
    id: "typewriter",
    name: "Typewriter",
    font: MONO,
    size: 52,
    weight: 500,
    color: "#f5f5f4",
    highlight: "#f5f5f4",
    outline: null,
    shadow: null,
    box: "rgba(12, 10, 9, 0.85)",
    position: "bottom",
    uppercase: false,
    wordsPerLine: 7,
    lines: 2,
    animation: "typewriter",
  },
  {
    id: "neon",
    name: "Neon",
    font: SANS,
    size: 64,
    weight: 700,
    color: "#a5f3fc",
    highlight: "#f0abfc",
    outline: null,
    shadow: { color: "#22d3ee", blur: 0.35, offsetY: 0 },
    box: null,
    position: "lower",
    uppercase: false,
    wordsPerLine: 5,
    lines: 2,
    animation: "karaoke",
  },
  {
    id: "boxed",
    name: "Boxed",
    font: SANS,
    size: 56,
    weight: 700,
    color: "#111827",
    highlight: "#dc2626",
    outline: null,
    shadow: null,
    box: "#fde047",
    position: "lower",
    uppercase: false,
    wordsPerLine: 5,
    lines: 2,
    animation: "none",
  },
  {
    id: "minimal",
    name: "Minimal",
    font: SANS,
    size: 44,
    weight: 500,
    color: "#ffffff",
    highlight: "#93c5fd",
    outline: null,
    shadow: { color: "rgba(0, 0, 0, 0.85)", blur: 0.15, offsetY: 0.04 },
    box: null,
    position: "bottom",
    uppercase: false,
    wordsPerLine: 9,
    lines: 2,
    animation: "none",
  },
  {
    id: "serif",
    name: "Documentary",
    font: SERIF,
    size: 50,
    weight: 400,
    color: "#fefce8",
    highlight: "#fbbf24",
    outline: null,
    shadow: { color: "rgba(0, 0, 0, 0.9)", blur: 0.12, offsetY: 0.03 },
    box: null,
    position: "bottom",
    uppercase: false,
    wordsPerLine: 8,
    lines: 2,
    animation: "none",
  },
  {
    id: "headline",
    name: "Headline",
    font: HEAVY,
    size: 72,
    weight: 900,
    color: "#facc15",
    highlight: "#ffffff",
    outline: { color: "#000000", width: 0.1 },
    shadow: null,
    box: null,
    position: "top",
    uppercase: true,
    wordsPerLine: 4,
    lines: 2,
    animation: "bounce",
  },
];

/** The preset of an id; the Classic look for an unknown one (a preset removed since the project was saved). */
export function captionPreset(id: string | undefined): CaptionPreset {
  return captionPresets.find((p) => p.id === id) ?? captionPresets[0];
}

/** What the animations are called in the picker. */
export const captionAnimationNames: Record<CaptionAnimation, string> = {
  none: "None",
  karaoke: "Karaoke highlight",
  pop: "Word-by-word pop-in",
  bounce: "Bounce per word",
  typewriter: "Typewriter",
};
