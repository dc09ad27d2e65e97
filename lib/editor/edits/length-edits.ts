/**
 * The project's length as Video Properties shows and edits it: hh:mm:ss text, and the edit that makes the timeline
 * that long (cutting what lies past a shorter length, or leaving a gap at the end up to a longer one).
 */
import { docDuration, itemEnd, itemsEnd, type ProjectDoc, type TimelineItem } from "../model/document";
import { fitFades, isTime, minDuration, TIME_EPSILON } from "./edit-helpers";
import { withTimelineLength } from "../model/speed";

/** The longest length Video Properties accepts, seconds (99:59:59). */
export const LENGTH_MAX = 99 * 3600 + 59 * 60 + 59;

/** Whole seconds as hh:mm:ss; a part second counts as a second, so a 2.4 s timeline shows 00:00:03. */
export function formatLength(seconds: number): string {
  const total = isTime(seconds) && seconds > 0 ? Math.min(LENGTH_MAX, Math.ceil(seconds - TIME_EPSILON)) : 0;
  const hh = Math.floor(total / 3600);
  const mm = Math.floor((total % 3600) / 60);
  const ss = total % 60;
  return [hh, mm, ss].map((n) => String(n).padStart(2, "0")).join(":");
}

/** The Video Properties duration text of a document: its timeline's length. */
export function docLengthText(doc: ProjectDoc): string {
  return formatLength(docDuration(doc));
}

/** Typed duration text ("hh:mm:ss", "m:ss" or whole seconds) as seconds, or a message saying what to type. */
export function parseLength(text: string): { ok: true; seconds: number } | { ok: false; message: string } {
  const value = text.trim();
  const format = "Type the duration as hh:mm:ss, for example 00:00:30.";
  let parts: number[];
  if (/^\d{1,5}$/.test(value)) parts = [0, 0, Number(value)];
  else if (/^\d{1,2}:\d{2}$/.test(value)) parts = [0, ...value.split(":").map(Number)];
  else if (/^\d{1,2}:\d{2}:\d{2}$/.test(value)) parts = value.split(":").map(Number);
  else return { ok: false, message: format };
  const [h, m, s] = parts;
  if (value.includes(":") && (m > 59 || s > 59)) return { ok: false, message: `Minutes and seconds go up to 59. ${format}` };
  const seconds = h * 3600 + m * 60 + s;
  if (seconds < 1) return { ok: false, message: "The duration must be at least 00:00:01." };
  if (seconds > LENGTH_MAX) return { ok: false, message: "The duration can be at most 99:59:59." };
  return { ok: true, seconds };
}

/**
 * Makes the timeline `seconds` long, as one edit. Shorter than its items: items that start at or after the new end
 * (or would keep less than a frame) are removed and items across it are cut there, as trimming their right edge
 * does (fades shortened to fit). Longer: the gap after the last item grows to the new end. The same document when
 * the length is not a positive time or is already the timeline's length.
 */
export function setDocLength(doc: ProjectDoc, args: { seconds: number }): ProjectDoc {
  const length = args.seconds;
  if (!isTime(length) || length <= 0) return doc;
  const end = itemsEnd(doc);
  if (end <= length + TIME_EPSILON && Math.abs((doc.length ?? end) - length) <= TIME_EPSILON) return doc;
  const frame = minDuration(doc);
  const tracks = doc.tracks.map((track) => {
    if (track.items.every((item) => itemEnd(item) <= length + TIME_EPSILON)) return track;
    const items: TimelineItem[] = [];
    for (const item of track.items) {
      if (itemEnd(item) <= length + TIME_EPSILON) items.push(item);
      else if (length - item.start >= frame - TIME_EPSILON) items.push(fitFades(withTimelineLength(item, length - item.start)));
    }
    return { ...track, items };
  });
  const changed = tracks.some((track, i) => track !== doc.tracks[i]);
  return { ...doc, tracks: changed ? tracks : doc.tracks, length };
}
