/**
 * The transcript: the caption track's cues read as running text, sentence by sentence, each word with its time on
 * the timeline (the cue's word times, or times laid over the cue by length). Selecting words and deleting them cuts
 * the span they were spoken in from the whole timeline (lib/editor/edits/cut-edits.ts), so the picture, the sound and
 * the captions after it move up together. Pure.
 */
import type { Interval } from "../audio/duck";
import { captionTrackIndex } from "../edits/caption-edits";
import { cutRanges } from "../edits/cut-edits";
import { type CaptionItem, itemEnd, type ProjectDoc } from "../model/document";
import type { IdFactory } from "../edits/edit-helpers";
import { cueWords } from "./word-timing";

export interface TranscriptWord {
  text: string;
  /** Timeline seconds. */
  start: number;
  end: number;
  cueId: string;
  /** Position in the whole transcript. */
  index: number;
}

export interface Sentence {
  /** Stable for a document: the cue id and the sentence's first word's place in it. */
  id: string;
  cueId: string;
  words: TranscriptWord[];
  text: string;
  start: number;
  end: number;
}

/** The caption track's cues, in time order. */
export function transcriptCues(doc: ProjectDoc): CaptionItem[] {
  const track = doc.tracks[captionTrackIndex(doc)];
  return (track?.items ?? []).filter((i): i is CaptionItem => i.kind === "caption");
}

/** Sentences of the transcript: a sentence ends at . ! or ? or at the end of a cue. */
export function transcriptSentences(doc: ProjectDoc): Sentence[] {
  const sentences: Sentence[] = [];
  let index = 0;
  for (const cue of transcriptCues(doc)) {
    const end = itemEnd(cue);
    let current: TranscriptWord[] = [];
    let first = 0;
    const close = () => {
      if (current.length === 0) return;
      sentences.push({
        id: `${cue.id}:${first}`,
        cueId: cue.id,
        words: current,
        text: current.map((w) => w.text).join(" "),
        start: current[0].start,
        end: current[current.length - 1].end,
      });
      current = [];
    };
    cueWords(cue).forEach((w, i) => {
      if (current.length === 0) first = i;
      current.push({ text: w.text, start: Math.max(cue.start, cue.start + w.start), end: Math.min(end, cue.start + w.end), cueId: cue.id, index: index++ });
      if (/[.!?]["')\]]*$/.test(w.text)) close();
    });
    close();
  }
  return sentences;
}

/** The sentence being spoken at timeline time t (the last one started), or null before the first. */
export function sentenceAt(sentences: readonly Sentence[], t: number): Sentence | null {
  let found: Sentence | null = null;
  for (const s of sentences) if (s.start <= t + 1e-6) found = s;
  return found && t < found.end + 0.5 ? found : null;
}

/**
 * The timeline span words `from`..`to` (transcript indexes, inclusive) were spoken in: from the first word's start
 * (its cue's start when it opens the cue) to the next word's start in the same cue (its cue's end when it is the
 * cue's last), so the pause after the cut words goes with them.
 */
export function wordSpan(doc: ProjectDoc, sentences: readonly Sentence[], from: number, to: number): Interval | null {
  const words = sentences.flatMap((s) => s.words);
  const a = words[Math.min(from, to)];
  const b = words[Math.max(from, to)];
  if (!a || !b) return null;
  const cues = transcriptCues(doc);
  const cueOf = (id: string) => cues.find((c) => c.id === id)!;
  const before = words[a.index - 1];
  const after = words[b.index + 1];
  const start = before && before.cueId === a.cueId ? a.start : cueOf(a.cueId).start;
  const end = after && after.cueId === b.cueId ? after.start : itemEnd(cueOf(b.cueId));
  return end > start ? { start, end } : null;
}

/** The timeline with words `from`..`to` cut out of every track (see wordSpan): one edit, one undo step. */
export function cutWords(doc: ProjectDoc, args: { from: number; to: number; newId: IdFactory }): ProjectDoc {
  const span = wordSpan(doc, transcriptSentences(doc), args.from, args.to);
  return span ? cutRanges(doc, { ranges: [span], newId: args.newId }) : doc;
}
