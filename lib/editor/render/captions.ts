/**
 * Styled captions: a caption layer drawn in its track's preset (lib/catalog/caption-styles.ts) with its animation.
 * The compositor calls this for every styled caption, in the preview and the export, so both show the same words
 * in the same colours at the same time.
 *
 * A cue's words (its own word times, or times estimated from the words' lengths) are laid out in pages of
 * `wordsPerLine * lines` words; the page on screen is the one holding the last word spoken. Each word is drawn on
 * its own so that the animation can colour, scale or move it:
 * - karaoke: every word of the page shows, the one being spoken in the highlight colour;
 * - pop: a word appears when it is spoken, growing from 50 % with a small overshoot;
 * - bounce: every word shows, the one being spoken jumps and is highlighted;
 * - typewriter: letters appear as they are spoken.
 */
import { type CaptionPreset, captionPreset } from "@/lib/catalog/caption-styles";

import type { CaptionAnimation, CaptionWord } from "../model/document";
import { CAPTION_FONT_SIZE, type CaptionLayer, type Size } from "./frame-plan";
import { captionBlockCentre } from "./safe-area";
import { cueWords } from "../captions/word-timing";
import type { Ctx2D } from "./blur-effects";

/** Seconds a popping word takes to reach its size, and a bouncing word to land. */
const POP_TIME = 0.15;
const BOUNCE_TIME = 0.3;

/** The page of words on screen at `time` (seconds from the cue's start). */
export function pageAt(words: readonly CaptionWord[], time: number, perPage: number): { words: CaptionWord[]; first: number } {
  let spoken = 0;
  words.forEach((w, i) => {
    if (w.start <= time) spoken = i;
  });
  const first = Math.floor(spoken / Math.max(1, perPage)) * Math.max(1, perPage);
  return { words: words.slice(first, first + perPage), first };
}

export interface WordLook {
  /** Drawn at all. */
  visible: boolean;
  color: string;
  /** Size factor about the word's centre. */
  scale: number;
  /** Upward shift, ems. */
  lift: number;
  /** How many of its characters show (typewriter); the whole word otherwise. */
  chars: number;
}

const easeOutBack = (p: number) => 1 + 2.2 * Math.pow(p - 1, 3) + 1.2 * Math.pow(p - 1, 2);

/** How one word looks at `time` under the animation. */
export function wordLook(word: CaptionWord, time: number, animation: CaptionAnimation, preset: Pick<CaptionPreset, "color" | "highlight">): WordLook {
  const spoken = time >= word.start;
  const current = spoken && time < word.end;
  const all = word.text.length;
  const plain: WordLook = { visible: true, color: preset.color, scale: 1, lift: 0, chars: all };
  switch (animation) {
    case "karaoke":
      return current ? { ...plain, color: preset.highlight } : plain;
    case "pop": {
      if (!spoken) return { ...plain, visible: false };
      const p = Math.min(1, (time - word.start) / POP_TIME);
      return { ...plain, scale: 0.5 + 0.5 * easeOutBack(p), color: current ? preset.highlight : preset.color };
    }
    case "bounce": {
      const p = (time - word.start) / BOUNCE_TIME;
      const lift = spoken && p < 1 ? 0.25 * Math.sin(Math.PI * p) : 0;
      return { ...plain, lift, color: current ? preset.highlight : preset.color };
    }
    case "typewriter": {
      if (!spoken) return { ...plain, visible: false, chars: 0 };
      const span = Math.max(1e-3, word.end - word.start);
      const chars = time >= word.end ? all : Math.max(1, Math.ceil((all * (time - word.start)) / span));
      return { ...plain, chars };
    }
    default:
      return plain;
  }
}

/** The text a word shows in the preset (upper case where the preset says so). */
const shown = (text: string, preset: CaptionPreset) => (preset.uppercase ? text.toLocaleUpperCase() : text);

/** Draws a styled caption layer (layer.style set) at the layer's time. */
export function drawStyledCaption(ctx: Ctx2D, layer: CaptionLayer, size: Size): void {
  if (!layer.style || !layer.text.trim()) return;
  const preset = captionPreset(layer.style.preset);
  const animation = layer.style.animation;
  const words = cueWords(layer.item);
  if (words.length === 0) return;
  const page = pageAt(words, layer.time, preset.wordsPerLine * preset.lines);
  const lines: CaptionWord[][] = [];
  for (let i = 0; i < page.words.length; i += preset.wordsPerLine) lines.push(page.words.slice(i, i + preset.wordsPerLine));

  // layer.fontSize is the plain caption's size at this canvas: the preset scales with it.
  let px = (preset.size * layer.fontSize) / CAPTION_FONT_SIZE;
  const font = (n: number) => `${preset.weight} ${Math.max(1, Math.round(n))}px ${preset.font}`;
  ctx.save();
  ctx.filter = "none";
  ctx.globalAlpha = 1;
  ctx.font = font(px);
  const measure = (line: CaptionWord[]) => {
    const space = ctx.measureText(" ").width;
    const widths = line.map((w) => ctx.measureText(shown(w.text, preset)).width);
    return { widths, width: widths.reduce((a, b) => a + b, 0) + space * Math.max(0, line.length - 1), space };
  };
  // A line wider than 90 % of the frame shrinks the whole caption to fit.
  const widest = Math.max(...lines.map((l) => measure(l).width));
  if (widest > size.width * 0.9) {
    px *= (size.width * 0.9) / widest;
    ctx.font = font(px);
  }
  const lineHeight = px * 1.2;
  const blockHeight = lineHeight * lines.length;
  const centre = captionBlockCentre(preset.position, size, blockHeight);
  ctx.textAlign = "left";
  ctx.textBaseline = "middle";
  ctx.lineJoin = "round";
  lines.forEach((line, li) => {
    const { widths, width, space } = measure(line);
    const cy = centre - blockHeight / 2 + lineHeight * (li + 0.5);
    let x = size.width / 2 - width / 2;
    if (preset.box) {
      const pad = px * 0.3;
      ctx.fillStyle = preset.box;
      ctx.fillRect(x - pad, cy - lineHeight / 2, width + pad * 2, lineHeight);
    }
    line.forEach((word, wi) => {
      const look = wordLook(word, layer.time, animation, preset);
      const text = shown(word.text, preset).slice(0, look.chars);
      if (look.visible && text) drawWord(ctx, text, preset, look, x, cy, widths[wi], px);
      x += widths[wi] + space;
    });
  });
  ctx.restore();
}

function drawWord(ctx: Ctx2D, text: string, preset: CaptionPreset, look: WordLook, x: number, cy: number, width: number, px: number) {
  ctx.save();
  const y = cy - look.lift * px;
  if (look.scale !== 1) {
    const cx = x + width / 2;
    ctx.translate(cx, y);
    ctx.scale(look.scale, look.scale);
    ctx.translate(-cx, -y);
  }
  if (preset.outline) {
    ctx.strokeStyle = preset.outline.color;
    ctx.lineWidth = preset.outline.width * px * 2;
    ctx.strokeText(text, x, y);
  }
  if (preset.shadow) {
    ctx.shadowColor = preset.shadow.color;
    ctx.shadowBlur = preset.shadow.blur * px;
    ctx.shadowOffsetY = preset.shadow.offsetY * px;
  }
  ctx.fillStyle = look.color;
  ctx.fillText(text, x, y);
  ctx.restore();
}
