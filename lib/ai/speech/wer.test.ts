import { describe, expect, test } from "vitest";
import { normalizeWords, wordEdits, wordErrorRate } from "./wer";

describe("word error rate", () => {
  test("ignores case and punctuation", () => {
    expect(normalizeWords("Hello, World! It's  fine.")).toEqual(["hello", "world", "it's", "fine"]);
    expect(wordErrorRate("Hello, world.", "hello world")).toBe(0);
  });
  test("counts substitutions, deletions and insertions", () => {
    expect(wordEdits(["a", "b", "c"], ["a", "x", "c"])).toBe(1);
    expect(wordEdits(["a", "b", "c"], ["a", "c"])).toBe(1);
    expect(wordEdits(["a", "b", "c"], ["a", "b", "c", "d"])).toBe(1);
    expect(wordEdits(["a", "b"], [])).toBe(2);
    expect(wordErrorRate("the cat sat on the mat", "the cat sat on mat")).toBeCloseTo(1 / 6);
    expect(wordErrorRate("one two", "three four five")).toBe(1.5);
  });
  test("an empty reference", () => {
    expect(wordErrorRate("", "")).toBe(0);
    expect(wordErrorRate("", "noise")).toBe(1);
  });
});
