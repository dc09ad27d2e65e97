/** Image combiner (merge media): output sizes, modes and the pure layout maths behind the canvas. */

export const combinerModes = ["collage", "overlay", "side-by-side", "grid", "blend"] as const;
export type CombinerMode = (typeof combinerModes)[number];

export const outputSizes = {
  "1080p": { width: 1920, height: 1080, label: "1080p (1920x1080)" },
  "4k": { width: 3840, height: 2160, label: "4K (3840x2160)" },
  square: { width: 1080, height: 1080, label: "Square (1080x1080)" },
  story: { width: 1080, height: 1920, label: "Story (1080x1920)" },
} as const;
export type OutputSize = keyof typeof outputSizes;

/** Slider ranges and defaults. */
export const combinerSliders = {
  spacing: { min: 0, max: 50, default: 10 },
  borderRadius: { min: 0, max: 50, default: 0 },
  opacity: { min: 0, max: 100, default: 100 },
} as const;

export interface CombinerSettings {
  mode: CombinerMode;
  size: OutputSize;
  /** Pixels at 1080 p; scaled with the output's short side. */
  spacing: number;
  borderRadius: number;
  /** 0 to 100. */
  opacity: number;
}

export const defaultCombinerSettings: CombinerSettings = {
  mode: "collage",
  size: "1080p",
  spacing: combinerSliders.spacing.default,
  borderRadius: combinerSliders.borderRadius.default,
  opacity: combinerSliders.opacity.default,
};

export interface Placement {
  x: number;
  y: number;
  width: number;
  height: number;
  /** globalAlpha for this image, 0 to 1. */
  alpha: number;
  composite: "source-over" | "overlay";
  radius: number;
}

/** Scale from the 1080-based slider values to the output (4K doubles them). */
export function sliderScale(width: number, height: number): number {
  return Math.min(width, height) / 1080;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Splits a box into `count` equal columns (or rows) with `gap` between them. */
function split(box: Box, count: number, gap: number, direction: "columns" | "rows"): Box[] {
  const total = direction === "columns" ? box.width : box.height;
  const each = (total - gap * (count - 1)) / count;
  return Array.from({ length: count }, (_, i) =>
    direction === "columns"
      ? { x: box.x + i * (each + gap), y: box.y, width: each, height: box.height }
      : { x: box.x, y: box.y + i * (each + gap), width: box.width, height: each },
  );
}

function gridBoxes(box: Box, count: number, gap: number): Box[] {
  const cols = Math.ceil(Math.sqrt(count));
  const rows = Math.ceil(count / cols);
  const rowBoxes = split(box, rows, gap, "rows");
  return Array.from({ length: count }, (_, i) => split(rowBoxes[Math.floor(i / cols)], cols, gap, "columns")[i % cols]);
}

/**
 * Where each of `count` images goes on a `width` x `height` canvas:
 * - collage: the first image fills the left two thirds, the others stack in the right column;
 * - side-by-side: equal columns; grid: a near-square grid;
 * - overlay: every image fills the frame, the later ones drawn with the overlay blend mode;
 * - blend: every image fills the frame, mixed evenly (image i at 1/(i+1)).
 * Spacing surrounds and separates the images; opacity applies to every image.
 */
export function layoutImages(count: number, width: number, height: number, s: CombinerSettings): Placement[] {
  if (count <= 0) return [];
  const scale = sliderScale(width, height);
  const gap = Math.round(s.spacing * scale);
  const radius = Math.round(s.borderRadius * scale);
  const opacity = Math.min(Math.max(s.opacity, 0), 100) / 100;
  const frame: Box = { x: gap, y: gap, width: width - 2 * gap, height: height - 2 * gap };

  let boxes: Box[];
  if (s.mode === "overlay" || s.mode === "blend") {
    boxes = Array.from({ length: count }, () => frame);
  } else if (s.mode === "side-by-side") {
    boxes = split(frame, count, gap, width >= height ? "columns" : "rows");
  } else if (s.mode === "grid") {
    boxes = gridBoxes(frame, count, gap);
  } else if (count === 1) {
    boxes = [frame];
  } else {
    const landscape = width >= height;
    const mainShare = (landscape ? frame.width : frame.height) * (2 / 3);
    const main: Box = landscape
      ? { ...frame, width: mainShare - gap / 2 }
      : { ...frame, height: mainShare - gap / 2 };
    const rest: Box = landscape
      ? { x: frame.x + mainShare + gap / 2, y: frame.y, width: frame.width - mainShare - gap / 2, height: frame.height }
      : { x: frame.x, y: frame.y + mainShare + gap / 2, width: frame.width, height: frame.height - mainShare - gap / 2 };
    boxes = [main, ...split(rest, count - 1, gap, landscape ? "rows" : "columns")];
  }

  return boxes.map((b, i) => ({
    x: Math.round(b.x),
    y: Math.round(b.y),
    width: Math.round(b.width),
    height: Math.round(b.height),
    alpha: s.mode === "blend" ? opacity / (i + 1) : opacity,
    composite: s.mode === "overlay" && i > 0 ? "overlay" : "source-over",
    radius: Math.min(radius, Math.floor(Math.min(b.width, b.height) / 2)),
  }));
}

/** The part of a source image that covers a target box without distortion (centre crop). */
export function coverCrop(srcWidth: number, srcHeight: number, boxWidth: number, boxHeight: number) {
  const srcRatio = srcWidth / srcHeight;
  const boxRatio = boxWidth / boxHeight;
  if (srcRatio > boxRatio) {
    const sw = srcHeight * boxRatio;
    return { sx: (srcWidth - sw) / 2, sy: 0, sw, sh: srcHeight };
  }
  const sh = srcWidth / boxRatio;
  return { sx: 0, sy: (srcHeight - sh) / 2, sw: srcWidth, sh };
}
