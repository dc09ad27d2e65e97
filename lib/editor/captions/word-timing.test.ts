/**
 * Word times estimated inside a cue, measured against Flite speech whose word times are known (from Flite's own
 * phone timings). The median error over every word edge is stated in docs/architecture.md; this keeps it there.
 */
import { describe, expect, it } from "vitest";

import { TEST_SENTENCES } from "@/lib/ai/speech/testing/node";

import { fliteWithWordTimes } from "./testing/flite-words";
import { estimateWordTimes, wordsByLength } from "./word-timing";
import { splitWords } from "./words";

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** The bound on the median word-edge error, seconds (measured: see docs/architecture.md). */
const MEDIAN_BOUND = 0.1;

describe("word times", () => {
  it("lays words over a cue by length when there is no sound", () => {
    const words = wordsByLength("a bb ccc", 9);
    expect(words.map((w) => [w.text, w.start, w.end])).toEqual([
      ["a", 0, 2],
      ["bb", 2, 5],
      ["ccc", 5, 9],
    ]);
    expect(splitWords("  one\ttwo \n three ")).toEqual(["one", "two", "three"]);
    expect(estimateWordTimes("one two", new Float32Array(16_000), 16_000).map((w) => w.end)).toEqual([0.5, 1]);
  });

  it(
    "estimates Flite's word times from the speech energy within the median bound, better than by length alone",
    async () => {
      const errors: number[] = [];
      const byLength: number[] = [];
      for (const sentence of TEST_SENTENCES.slice(0, 8)) {
        const { samples, sampleRate, words } = await fliteWithWordTimes(sentence);
        const estimate = estimateWordTimes(sentence, samples, sampleRate);
        const plain = wordsByLength(sentence, samples.length / sampleRate);
        expect(estimate.map((w) => w.text)).toEqual(words.map((w) => w.text));
        words.forEach((truth, i) => {
          errors.push(Math.abs(estimate[i].start - truth.start), Math.abs(estimate[i].end - truth.end));
          byLength.push(Math.abs(plain[i].start - truth.start), Math.abs(plain[i].end - truth.end));
        });
      }
      const m = median(errors);
      console.info(`word-time estimate on Flite speech: median edge error ${(m * 1000).toFixed(0)} ms over ${errors.length} edges (by length alone: ${(median(byLength) * 1000).toFixed(0)} ms)`);
      expect(m).toBeLessThanOrEqual(MEDIAN_BOUND);
      expect(m).toBeLessThan(median(byLength));
    },
    60_000,
  );
});
