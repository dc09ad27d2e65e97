/**
 * Caption files in and out of the editor: WebVTT and SRT parsed into cues and written back, and cues turned
 * into the caption items of a caption track (and back). Pure: no DOM, ids come from the caller.
 *
 * Parsing is lenient where real files differ (BOM, CRLF, cue identifiers, cue settings, optional hours, "," or
 * "." before the milliseconds, NOTE/STYLE/REGION blocks) and strict where guessing would lose timing: a block
 * without a timing line (bar SRT text resumed after a blank line), an unreadable timestamp or a cue that ends
 * at or before its start is an error result, never a throw.
 * Cue text comes out plain: VTT entities are decoded, markup tags (<i>, <v Name>, <c.x>, SRT <font>) removed,
 * lines trimmed and empty lines dropped; lines are joined with "\n".
 */
import { type Cue, srtTimestamp, vttTimestamp } from "@/lib/caption-cues";

import { type CaptionItem, itemEnd, type TimelineItem, type Track } from "../model/document";

export type { Cue };

export type CaptionFormat = "vtt" | "srt";

export type ParseResult = { ok: true; format: CaptionFormat; cues: Cue[] } | { ok: false; reason: string };

const TIMESTAMP = /^(?:(\d+):)?(\d{1,2}):(\d{1,2})[.,](\d{1,3})$/;
const ARROW = "-->";

/** Seconds, rounded to the millisecond so that round trips compare exactly; null when unreadable. */
export function parseTimestamp(text: string): number | null {
  const m = TIMESTAMP.exec(text.trim());
  if (!m) return null;
  const [h, min, s] = [Number(m[1] ?? 0), Number(m[2]), Number(m[3])];
  if (min > 59 || s > 59) return null;
  // "1.5" means 1 s 500 ms: the fraction is decimal, whatever its number of digits.
  const ms = Math.round(Number(`0.${m[4]}`) * 1000);
  return (((h * 60 + min) * 60 + s) * 1000 + ms) / 1000;
}

function lines(text: string): string[] {
  return text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n").split("\n");
}

type Block = { line: number; lines: string[] };

/** Groups lines into blocks separated by blank lines, keeping each block's first line number (1-based). */
function blocks(all: string[], from: number): Block[] {
  const out: Block[] = [];
  let current: Block | null = null;
  for (let i = from; i < all.length; i++) {
    if (all[i].trim() === "") {
      current = null;
    } else {
      if (!current) out.push((current = { line: i + 1, lines: [] }));
      current.lines.push(all[i]);
    }
  }
  return out;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", nbsp: "\u00a0", lrm: "\u200e", rlm: "\u200f" };

function plainVtt(line: string): string {
  return line.replace(/<[^>]*>/g, "").replace(/&(amp|lt|gt|nbsp|lrm|rlm);/g, (_, name: string) => ENTITIES[name]);
}

function plainSrt(line: string): string {
  // SRT text is not escaped, so only the formatting tags players know are removed ("a < b" stays).
  return line.replace(/<\/?(?:b|i|u|s|font)\b[^>]*>/gi, "").replace(/\{\\[^}]*\}/g, "");
}

function joinText(textLines: string[], plain: (line: string) => string): string {
  return textLines
    .map((l) => plain(l).trim())
    .filter(Boolean)
    .join("\n");
}

/** One cue block: an optional identifier line, the timing line, then text. */
function parseCue(block: Block, plain: (line: string) => string): Cue | string {
  const at = block.lines[0].includes(ARROW) ? 0 : 1;
  const timing = block.lines[at];
  const where = `line ${block.line + at}`;
  if (timing === undefined || !timing.includes(ARROW)) {
    return `Line ${block.line}: expected a cue timing line ("00:00:01.000 --> 00:00:02.000")`;
  }
  const [left, right] = timing.split(ARROW);
  const start = parseTimestamp(left);
  // Cue settings (VTT "line:90% align:center", SRT "X1:…") follow the end time and are not kept.
  const end = parseTimestamp(right.trim().split(/\s+/)[0] ?? "");
  if (start === null || end === null) return `${capital(where)}: unreadable timestamp in "${timing.trim()}"`;
  if (end <= start) return `${capital(where)}: the cue ends at or before its start`;
  return { start, end, text: joinText(block.lines.slice(at + 1), plain) };
}

const capital = (s: string) => s[0].toUpperCase() + s.slice(1);

/**
 * Hand-edited SRT files put blank lines inside cue text; a block with no timing line and no index, after a cue,
 * is read as more of that cue's text. Anywhere else such a block is an error.
 */
function isSrtContinuation(block: Block, cues: readonly Cue[]): boolean {
  return cues.length > 0 && !/^\s*\d+\s*$/.test(block.lines[0]) && !block.lines.some((l) => l.includes(ARROW));
}

function parseBlocks(list: Block[], format: CaptionFormat): ParseResult {
  const cues: Cue[] = [];
  for (const block of list) {
    if (format === "srt" && isSrtContinuation(block, cues)) {
      const last = cues[cues.length - 1];
      last.text = [last.text, joinText(block.lines, plainSrt)].filter(Boolean).join("\n");
      continue;
    }
    const cue = parseCue(block, format === "vtt" ? plainVtt : plainSrt);
    if (typeof cue === "string") return { ok: false, reason: cue };
    cues.push(cue);
  }
  return { ok: true, format, cues };
}

export function parseVtt(text: string): ParseResult {
  const all = lines(text);
  if (!/^WEBVTT(?:[ \t].*)?$/.test(all[0])) return { ok: false, reason: 'Not a WebVTT file: the first line must be "WEBVTT"' };
  // The header runs to the first blank line (or, in files that leave that line out, to the first timing line);
  // comment and style blocks carry no cues.
  let body = all.findIndex((l, i) => l.trim() === "" || (i > 0 && l.includes(ARROW)));
  if (body === -1) body = all.length;
  const cueBlocks = blocks(all, body).filter((b) => !/^(?:NOTE(?:[ \t]|$)|STYLE[ \t]*$|REGION[ \t]*$)/.test(b.lines[0]));
  return parseBlocks(cueBlocks, "vtt");
}

export function parseSrt(text: string): ParseResult {
  return parseBlocks(blocks(lines(text), 0), "srt");
}

/** Reads either format: WebVTT when the file says so, SRT otherwise. */
export function parseCaptions(text: string): ParseResult {
  const first = lines(text)[0];
  return /^WEBVTT/.test(first) ? parseVtt(text) : parseSrt(text);
}

/** Text that survives a round trip: no blank lines, which would end the cue. */
function cueLines(text: string): string[] {
  return text
    .split(/\r\n?|\n/)
    .map((l) => l.trim())
    .filter(Boolean);
}

export function toVtt(cues: readonly Cue[]): string {
  const escape = (l: string) => l.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const body = cues.map((c) =>
    [`${vttTimestamp(c.start)} ${ARROW} ${vttTimestamp(c.end)}`, ...cueLines(c.text).map(escape)].join("\n"),
  );
  return ["WEBVTT", ...body].join("\n\n") + "\n";
}

/** SRT cannot escape, and "-->" in text would read as a timing line. */
const srtLine = (line: string) => line.replaceAll(ARROW, "->");

export function toSrt(cues: readonly Cue[]): string {
  return cues
    .map((c, i) => {
      const timing = `${srtTimestamp(c.start)} ${ARROW} ${srtTimestamp(c.end)}`;
      return [String(i + 1), timing, ...cueLines(c.text).map(srtLine)].join("\n") + "\n";
    })
    .join("\n");
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * Cues that can share one track: sorted by start, and where a cue starts before the previous one ends, the
 * previous one is cut at that start (the newer line replaces the older on screen). Cues with the same start
 * would be cut to nothing, so they become one cue: texts joined by lines, lasting to the later end.
 * Cues with no length are dropped.
 */
export function resolveOverlaps(cues: readonly Cue[]): Cue[] {
  const sorted = cues.filter((c) => c.end > c.start).sort((a, b) => a.start - b.start);
  const out: Cue[] = [];
  for (const cue of sorted) {
    const prev = out[out.length - 1];
    if (prev && prev.start === cue.start) {
      const text = [prev.text, cue.text].filter(Boolean).join("\n");
      out[out.length - 1] = { start: prev.start, end: Math.max(prev.end, cue.end), text };
      continue;
    }
    if (prev && prev.end > cue.start) prev.end = cue.start;
    out.push({ ...cue });
  }
  return out;
}

/** The track-item name: the cue's first line, short enough for the timeline. */
function captionName(text: string): string {
  const first = text.split("\n")[0] ?? "";
  return first.length > 40 ? `${first.slice(0, 39)}…` : first || "Caption";
}

/** Caption items for a caption track (overlaps resolved as in `resolveOverlaps`). */
export function cuesToItems(cues: readonly Cue[], newId: () => string): CaptionItem[] {
  return resolveOverlaps(cues).map((c) => ({
    id: newId(),
    kind: "caption",
    name: captionName(c.text),
    start: c.start,
    in: 0,
    out: round3(c.end - c.start),
    text: c.text,
  }));
}

/** A new caption track holding the cues. */
export function cuesToTrack(cues: readonly Cue[], newId: () => string, name = "Captions"): Track {
  return { id: newId(), kind: "caption", name, muted: false, hidden: false, items: cuesToItems(cues, newId) };
}

/** The cues of a track's caption items, in time order, times rounded to the millisecond. */
export function itemsToCues(items: readonly TimelineItem[]): Cue[] {
  return items
    .filter((i): i is CaptionItem => i.kind === "caption")
    .map((i) => ({ start: round3(i.start), end: round3(itemEnd(i)), text: i.text }))
    .sort((a, b) => a.start - b.start);
}
