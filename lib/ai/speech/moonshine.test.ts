import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { decodeTokens, vocabFromLlamaTokenizerSource } from "./moonshine";
import { MODEL_FILES } from "./testing/node";

describe("Moonshine tokenizer", () => {
  const vocab = vocabFromLlamaTokenizerSource(readFileSync(MODEL_FILES.tokenizer, "utf8"));
  test("reads the LLaMA vocabulary", () => {
    expect(vocab.length).toBeGreaterThanOrEqual(32_000);
    expect(vocab.slice(0, 3)).toEqual(["<unk>", "<s>", "</s>"]);
  });
  test("decodes pieces, byte fallbacks and skips control tokens", () => {
    const id = (piece: string) => vocab.indexOf(piece);
    expect(decodeTokens([1, id("▁Hello"), id(","), id("▁world"), 2], vocab)).toBe("Hello, world");
    // "ï" as UTF-8 bytes C3 AF.
    const naive = [id("▁n"), id("a"), id("<0xC3>"), id("<0xAF>"), id("ve")];
    for (const n of naive) expect(n).toBeGreaterThan(2);
    expect(decodeTokens(naive, vocab)).toBe("naïve");
    expect(decodeTokens([40_000], vocab)).toBe("");
  });
});
