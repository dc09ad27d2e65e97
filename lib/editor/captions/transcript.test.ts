/**
 * The transcript: sentences from cues, the span a selection of words cuts, and, on random timelines of linked
 * clips with timed captions, a cut of random words that keeps the rules, keeps the linked clips in sync, takes the
 * cut words out of the captions and undoes exactly.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { type CaptionItem, itemEnd, type ProjectDoc } from "../model/document";
import { caption, counterIds, deepFreeze, docWith, tracks, video } from "../edits/edit-fixtures";
import { commit, createHistory, undo } from "../model/history";
import { docIssues } from "../model/invariants";
import { cutWords, sentenceAt, transcriptSentences, wordSpan } from "./transcript";

function timedCue(id: string, start: number, words: string[]): CaptionItem {
  const timed = words.map((text, i) => ({ text, start: i * 0.5 + 0.05, end: i * 0.5 + 0.45 }));
  return { ...caption(id, start, words.length * 0.5, words.join(" ")), words: timed };
}

describe("transcript", () => {
  const doc = deepFreeze(
    docWith({
      video: [video("v", 0, 0, 10)],
      audio: [video("va", 0, 0, 10)],
      caption: [timedCue("c1", 0.5, ["Hello", "there.", "How", "are", "you?"]), timedCue("c2", 4, ["Fine", "thanks."]), timedCue("c3", 6, ["Bye", "now."])],
    }),
  );

  it("reads the cues as sentences with their times", () => {
    const sentences = transcriptSentences(doc);
    expect(sentences.map((s) => s.text)).toEqual(["Hello there.", "How are you?", "Fine thanks.", "Bye now."]);
    expect(sentences[1].start).toBeCloseTo(1.55, 6);
    expect(sentences[2].start).toBeCloseTo(4.05, 6);
    expect(sentenceAt(sentences, 4.5)?.text).toBe("Fine thanks.");
    expect(sentenceAt(sentences, 0.1)).toBeNull();
  });

  it("cuts a whole cue's sentence: its span goes from every track, later captions move up", () => {
    const sentences = transcriptSentences(doc);
    const second = sentences[2];
    expect(wordSpan(doc, sentences, second.words[0].index, second.words[1].index)).toEqual({ start: 4, end: 5 });
    const next = cutWords(doc, { from: second.words[0].index, to: second.words[1].index, newId: counterIds() });
    expect(docIssues(next)).toEqual([]);
    expect(transcriptSentences(next).map((s) => s.text)).toEqual(["Hello there.", "How are you?", "Bye now."]);
    const bye = next.tracks.find((t) => t.id === tracks.caption)!.items.find((i) => i.id === "c3")!;
    expect(bye.start).toBe(5);
    expect(itemEnd(next.tracks.find((t) => t.id === tracks.video)!.items.at(-1)!)).toBe(9);
  });

  it("cuts a sentence inside a cue up to the next word, leaving the rest of the cue", () => {
    const sentences = transcriptSentences(doc);
    const first = sentences[0];
    const next = cutWords(doc, { from: first.words[0].index, to: first.words[1].index, newId: counterIds() });
    expect(transcriptSentences(next)[0].text).toBe("How are you?");
    expect(transcriptSentences(next)[0].start).toBeCloseTo(0.5, 6);
  });
});

const wordsArb = fc.array(fc.constantFrom("alpha", "beta.", "gamma", "delta?", "epsilon"), { minLength: 1, maxLength: 6 });
const docArb = fc
  .record({
    len: fc.double({ min: 4, max: 10, noNaN: true }),
    cues: fc.array(fc.record({ gap: fc.double({ min: 0, max: 1.5, noNaN: true }), words: wordsArb }), { minLength: 1, maxLength: 5 }),
  })
  .map(({ len, cues }) => {
    let at = 0;
    const items = cues.map((c, i) => {
      const cue = timedCue(`c${i}`, at + c.gap, c.words);
      at = itemEnd(cue);
      return cue;
    });
    const clipEnd = Math.min(10, Math.max(len, at));
    return docWith({ video: [video("v", 0, 0, clipEnd)], audio: [video("va", 0, 0, clipEnd)], caption: items });
  });

function sourceAt(doc: ProjectDoc, trackId: string, t: number): number | null {
  const item = doc.tracks.find((tr) => tr.id === trackId)!.items.find((i) => i.start <= t && t < itemEnd(i));
  return item ? item.in + (t - item.start) : null;
}

describe("transcript cuts on random timelines", () => {
  it("keep the rules and the linked clips in sync, drop exactly the cut words, and undo exactly", () => {
    fc.assert(
      fc.property(docArb, fc.nat(), fc.nat(), (doc, p, q) => {
        const before = structuredClone(doc);
        deepFreeze(doc);
        const words = transcriptSentences(doc).flatMap((s) => s.words);
        const from = p % words.length;
        const to = from + (q % Math.min(4, words.length - from));
        const next = cutWords(doc, { from, to, newId: counterIds("x") });
        expect(docIssues(next)).toEqual([]);
        for (let t = 0; t < 12; t += 0.173) {
          const v = sourceAt(next, tracks.video, t);
          const a = sourceAt(next, tracks.audio, t);
          if (v === null) expect(a).toBeNull();
          else expect(a).toBeCloseTo(v, 6);
        }
        const left = transcriptSentences(next).flatMap((s) => s.words.map((w) => w.text));
        const expected = words.filter((w) => w.index < from || w.index > to).map((w) => w.text);
        expect(left).toEqual(expected);
        const history = undo(commit(createHistory(doc), next));
        expect(history.present).toBe(doc);
        expect(history.present).toEqual(before);
      }),
      { numRuns: 300 },
    );
  });
});
