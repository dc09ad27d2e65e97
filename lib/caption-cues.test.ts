import { WebVTTParser } from "webvtt-parser";
import { describe, expect, it } from "vitest";

import { buildCues, cueDuration, srtTimestamp, toSrt, toVtt, vttTimestamp, wrapSentence } from "@/lib/caption-cues";

const story =
  "Welcome to MSX Studio. Today we are building a short video about mountain biking through the alps in early spring, " +
  "with fresh snow on the peaks! Does it work? Supercalifragilisticexpialidociousandevenlongerwordthatneverends ends it.";

describe("captions", () => {
  it("makes one cue per short sentence and splits long ones into two-line blocks of 42 characters", () => {
    const cues = buildCues(story);
    expect(cues[0].text).toBe("Welcome to MSX Studio.");
    expect(cues.some((c) => c.text === "Does it work?")).toBe(true);
    for (const cue of cues) {
      const lines = cue.text.split("\n");
      expect(lines.length).toBeLessThanOrEqual(2);
      for (const line of lines) expect(line.length).toBeLessThanOrEqual(42);
      expect(cue.end - cue.start).toBeGreaterThanOrEqual(1 - 1e-9);
      expect(cue.end - cue.start).toBeLessThanOrEqual(7 + 1e-9);
    }
    // Back to back, from 0.
    expect(cues[0].start).toBe(0);
    for (let i = 1; i < cues.length; i++) expect(cues[i].start).toBe(cues[i - 1].end);
    // Every word survives, in order.
    expect(cues.map((c) => c.text.replace(/\n/g, " ")).join(" ").replace(/\s+/g, "")).toBe(story.replace(/\s+/g, ""));
  });

  it("times cues at about 15 characters a second, between 1 and 7 seconds", () => {
    expect(cueDuration("Hi.")).toBe(1);
    expect(cueDuration("x".repeat(45))).toBe(3);
    expect(cueDuration("x".repeat(200))).toBe(7);
  });

  it("wraps words longer than a line and balances two lines", () => {
    const blocks = wrapSentence("a ".repeat(60).trim());
    expect(blocks.flat().every((l) => l.length <= 42)).toBe(true);
    expect(wrapSentence("x".repeat(90)).flat()).toEqual(["x".repeat(42), "x".repeat(42), "x".repeat(6)]);
    const [two] = wrapSentence("one two three four five six seven eight nine ten eleven twelve");
    expect(two).toHaveLength(2);
    expect(Math.abs(two[0].length - two[1].length)).toBeLessThan(10);
  });

  it("answers no cues for blank text", () => {
    expect(buildCues("  \n\t ")).toEqual([]);
  });

  it("serialises valid WebVTT (checked with the W3C parser) and SRT", () => {
    const cues = buildCues(`${story} Tags like <b> & "-->" stay text.`);
    const vtt = toVtt(cues);
    const parsed = new WebVTTParser().parse(vtt, "metadata");
    expect(parsed.errors).toEqual([]);
    expect(parsed.cues).toHaveLength(cues.length);
    parsed.cues.forEach((c, i) => {
      expect(c.startTime).toBeCloseTo(cues[i].start, 3);
      expect(c.endTime).toBeCloseTo(cues[i].end, 3);
    });
    expect(parsed.cues.at(-1)?.text).toContain("&lt;b&gt;");
    const srt = toSrt(cues);
    expect(srt.startsWith("1\n00:00:00,000 --> ")).toBe(true);
    expect(srt.split("\n\n")).toHaveLength(cues.length);
    expect(vttTimestamp(3725.5)).toBe("01:02:05.500");
    expect(srtTimestamp(0.0004)).toBe("00:00:00,000");
  });
});
