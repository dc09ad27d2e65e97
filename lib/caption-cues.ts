/**
 * Auto captions from text: sentences (Intl.Segmenter) become timed cues of at most two lines of
 * 42 characters, shown for about 15 characters a second and between 1 and 7 seconds each,
 * serialised as WebVTT and SRT. Pure functions: the captions route and its tests use them.
 */
export interface Cue {
  /** Seconds from the start. */
  start: number;
  end: number;
  /** One or two lines joined with "\n". */
  text: string;
}

export const CAPTION_LINE_LENGTH = 42;
export const CAPTION_MAX_LINES = 2;
export const CAPTION_CHARS_PER_SECOND = 15;
export const CAPTION_MIN_SECONDS = 1;
export const CAPTION_MAX_SECONDS = 7;

/** Splits text into sentences; falls back to punctuation when Intl.Segmenter is missing. */
export function sentences(text: string, locale = "en"): string[] {
  const clean = text.replace(/\s+/g, " ").trim();
  if (!clean) return [];
  if (typeof Intl !== "undefined" && "Segmenter" in Intl) {
    const segmenter = new Intl.Segmenter(locale, { granularity: "sentence" });
    return Array.from(segmenter.segment(clean), (s) => s.segment.trim()).filter(Boolean);
  }
  return clean.split(/(?<=[.!?])\s+/).filter(Boolean);
}

/** Words no longer than one line (longer ones are cut into line-sized pieces). */
function words(sentence: string, lineLength: number): string[] {
  const out: string[] = [];
  for (const word of sentence.split(" ").filter(Boolean)) {
    for (let i = 0; i < word.length; i += lineLength) out.push(word.slice(i, i + lineLength));
  }
  return out;
}

/** Breaks one sentence into blocks of at most `maxLines` lines of at most `lineLength` characters. */
export function wrapSentence(sentence: string, lineLength = CAPTION_LINE_LENGTH, maxLines = CAPTION_MAX_LINES): string[][] {
  const blocks: string[][] = [];
  let lines: string[] = [];
  let line = "";
  for (const word of words(sentence, lineLength)) {
    if (!line) {
      line = word;
    } else if (line.length + 1 + word.length <= lineLength) {
      line += ` ${word}`;
    } else {
      lines.push(line);
      line = word;
      if (lines.length === maxLines) {
        blocks.push(lines);
        lines = [];
      }
    }
  }
  if (line) lines.push(line);
  if (lines.length) blocks.push(lines);
  return balanceLines(blocks, lineLength);
}

/** Two-line cues are split near the middle when both halves fit: easier to read. */
function balanceLines(blocks: string[][], lineLength: number): string[][] {
  return blocks.map((lines) => {
    if (lines.length !== 2) return lines;
    const all = lines.join(" ");
    const mid = all.length / 2;
    let best = -1;
    for (let i = all.indexOf(" "); i !== -1; i = all.indexOf(" ", i + 1)) {
      if (i <= lineLength && all.length - i - 1 <= lineLength && (best === -1 || Math.abs(i - mid) < Math.abs(best - mid))) best = i;
    }
    return best === -1 ? lines : [all.slice(0, best), all.slice(best + 1)];
  });
}

export function cueDuration(text: string): number {
  const chars = text.replace(/\n/g, " ").length;
  return Math.min(CAPTION_MAX_SECONDS, Math.max(CAPTION_MIN_SECONDS, chars / CAPTION_CHARS_PER_SECOND));
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** The timed cues of a text, back to back from 0 s. */
export function buildCues(text: string, locale = "en"): Cue[] {
  const cues: Cue[] = [];
  let t = 0;
  for (const sentence of sentences(text, locale)) {
    for (const lines of wrapSentence(sentence)) {
      const cueText = lines.join("\n");
      const end = round3(t + cueDuration(cueText));
      cues.push({ start: t, end, text: cueText });
      t = end;
    }
  }
  return cues;
}

function timestamp(seconds: number, separator: "." | ","): string {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, "0");
  return `${pad(h)}:${pad(m)}:${pad(s)}${separator}${pad(ms % 1000, 3)}`;
}

export const vttTimestamp = (seconds: number) => timestamp(seconds, ".");
export const srtTimestamp = (seconds: number) => timestamp(seconds, ",");

/** WebVTT cue text must not hold "-->", and &, < and > are escaped. */
function escapeVtt(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function toVtt(cues: Cue[]): string {
  const body = cues
    .map((c, i) => `${i + 1}\n${vttTimestamp(c.start)} --> ${vttTimestamp(c.end)}\n${escapeVtt(c.text)}`)
    .join("\n\n");
  return `WEBVTT\n\n${body}${cues.length ? "\n" : ""}`;
}

export function toSrt(cues: Cue[]): string {
  return cues
    .map((c, i) => `${i + 1}\n${srtTimestamp(c.start)} --> ${srtTimestamp(c.end)}\n${c.text.replace(/-->/g, "->")}\n`)
    .join("\n");
}

/** "0:03.5" style label for the panel's cue list. */
export function cueTimeLabel(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds - m * 60;
  return `${m}:${s.toFixed(1).padStart(4, "0")}`;
}
