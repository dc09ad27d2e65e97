import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { WebVTTParser } from "webvtt-parser";

import {
  cuesToItems,
  cuesToTrack,
  itemsToCues,
  parseCaptions,
  parseSrt,
  parseTimestamp,
  parseVtt,
  resolveOverlaps,
  toSrt,
  toVtt,
  type Cue,
} from "./caption-files";
import { buildCues, toVtt as serverVtt } from "@/lib/caption-cues";

import { itemEnd } from "../model/document";

function cuesOf(result: ReturnType<typeof parseVtt>): Cue[] {
  if (!result.ok) throw new Error(result.reason);
  return result.cues;
}

const ids = () => {
  let n = 0;
  return () => `id${++n}`;
};

describe("parseTimestamp", () => {
  it("reads hours, minutes, seconds and milliseconds, with or without hours, dot or comma", () => {
    expect(parseTimestamp("01:02:03.456")).toBe(3723.456);
    expect(parseTimestamp("02:03.456")).toBe(123.456);
    expect(parseTimestamp("00:00:01,250")).toBe(1.25);
    expect(parseTimestamp("100:00:00.001")).toBe(360000.001);
    expect(parseTimestamp(" 00:00:02.5 ")).toBe(2.5);
  });

  it("refuses what is not a timestamp", () => {
    expect(parseTimestamp("00:61:00.000")).toBeNull();
    expect(parseTimestamp("00:00:60.000")).toBeNull();
    expect(parseTimestamp("1.5")).toBeNull();
    expect(parseTimestamp("abc")).toBeNull();
  });
});

describe("parseVtt", () => {
  it("reads a file with BOM, CRLF, header text, identifiers, settings, NOTE and STYLE blocks", () => {
    const vtt = [
      "\uFEFFWEBVTT - Interview",
      "Kind: captions",
      "",
      "NOTE written by hand",
      "spanning two lines",
      "",
      "STYLE",
      "::cue { color: yellow }",
      "",
      "intro",
      "00:01.000 --> 00:03.500 line:90% align:center",
      "<v Ann>Hello &amp; <i>welcome</i></v>",
      "to the show",
      "",
      "",
      "01:00:00.000 --> 01:00:02.000",
      "Bye &lt;3",
      "",
    ].join("\r\n");
    expect(cuesOf(parseVtt(vtt))).toEqual([
      { start: 1, end: 3.5, text: "Hello & welcome\nto the show" },
      { start: 3600, end: 3602, text: "Bye <3" },
    ]);
  });

  it("accepts a comma before the milliseconds and an empty cue", () => {
    expect(cuesOf(parseVtt("WEBVTT\n\n00:00:01,000 --> 00:00:02,000\n"))).toEqual([{ start: 1, end: 2, text: "" }]);
  });

  it("reads a cue that follows the header without a blank line", () => {
    expect(cuesOf(parseVtt("WEBVTT\n00:00.500 --> 00:01.000\nHi\n"))).toEqual([{ start: 0.5, end: 1, text: "Hi" }]);
  });

  it("reads an empty file as no cues", () => {
    expect(parseVtt("WEBVTT\n")).toEqual({ ok: true, format: "vtt", cues: [] });
  });

  it("answers a clear error for broken files", () => {
    expect(parseVtt("00:00:01.000 --> 00:00:02.000\nHi")).toEqual({ ok: false, reason: expect.stringContaining("WEBVTT") });
    expect(parseVtt("WEBVTTX\n")).toMatchObject({ ok: false });
    expect(parseVtt("WEBVTT\n\n00:00:01.000 --> 00:00:xx.000\nHi")).toEqual({
      ok: false,
      reason: 'Line 3: unreadable timestamp in "00:00:01.000 --> 00:00:xx.000"',
    });
    expect(parseVtt("WEBVTT\n\nid\njust text\n")).toEqual({ ok: false, reason: expect.stringMatching(/^Line 3: expected a cue timing line/) });
    expect(parseVtt("WEBVTT\n\n00:00:02.000 --> 00:00:01.000\nBackwards")).toEqual({
      ok: false,
      reason: "Line 3: the cue ends at or before its start",
    });
  });
});

describe("parseSrt", () => {
  it("reads indices, CRLF, comma or dot milliseconds, multi-line text and formatting tags", () => {
    const srt = "1\r\n00:00:00,500 --> 00:00:02,000\r\n<i>First</i> line\r\nsecond line\r\n\r\n2\r\n00:00:02.000 --> 00:00:04.250 X1:10 X2:20\r\n{\\an8}a < b\r\n";
    expect(parseSrt(srt)).toEqual({
      ok: true,
      format: "srt",
      cues: [
        { start: 0.5, end: 2, text: "First line\nsecond line" },
        { start: 2, end: 4.25, text: "a < b" },
      ],
    });
  });

  it("keeps text after a blank line inside a cue", () => {
    const srt = "1\n00:00:01,000 --> 00:00:02,000\nFirst part\n\nsecond part\n\n2\n00:00:03,000 --> 00:00:04,000\nNext\n";
    expect(cuesOf(parseSrt(srt))).toEqual([
      { start: 1, end: 2, text: "First part\nsecond part" },
      { start: 3, end: 4, text: "Next" },
    ]);
  });

  it("reads cues without an index", () => {
    expect(cuesOf(parseSrt("00:00:01,000 --> 00:00:02,000\nHi\n"))).toEqual([{ start: 1, end: 2, text: "Hi" }]);
  });

  it("answers a clear error for what is not SRT", () => {
    expect(parseSrt("Hello world\nthis is prose")).toEqual({ ok: false, reason: expect.stringMatching(/^Line 1: expected a cue timing line/) });
    expect(parseSrt("1\n00:00:01 --> 00:00:02\nHi")).toMatchObject({ ok: false, reason: expect.stringContaining("Line 2") });
    const lostTiming = "1\n00:00:01,000 --> 00:00:02,000\nHi\n\n2\nno timing here\n";
    expect(parseSrt(lostTiming)).toEqual({ ok: false, reason: expect.stringMatching(/^Line 5: expected a cue timing line/) });
  });
});

describe("parseCaptions", () => {
  it("tells the formats apart", () => {
    expect(parseCaptions("\uFEFFWEBVTT\n\n00:01.000 --> 00:02.000\nA")).toMatchObject({ ok: true, format: "vtt" });
    expect(parseCaptions("1\n00:00:01,000 --> 00:00:02,000\nA")).toMatchObject({ ok: true, format: "srt" });
  });
});

describe("toVtt and toSrt", () => {
  const cues: Cue[] = [
    { start: 0, end: 1.5, text: "Tom & Jerry <live>" },
    { start: 3661.001, end: 3662, text: "two\n\nlines --> here" },
  ];

  it("writes WebVTT with dot milliseconds and escaped text", () => {
    expect(toVtt(cues)).toBe(
      "WEBVTT\n\n00:00:00.000 --> 00:00:01.500\nTom &amp; Jerry &lt;live&gt;\n\n01:01:01.001 --> 01:01:02.000\ntwo\nlines --&gt; here\n",
    );
    expect(toVtt([])).toBe("WEBVTT\n");
  });

  it("writes WebVTT that a strict parser accepts", () => {
    const parsed = new WebVTTParser().parse(toVtt(cues), "metadata");
    expect(parsed.errors).toEqual([]);
    expect(parsed.cues.map((c) => [c.startTime, c.endTime])).toEqual([
      [0, 1.5],
      [3661.001, 3662],
    ]);
  });

  it("reads back what the server's captions route writes", () => {
    const served = serverVtt(buildCues("Hello world. A second sentence & more."));
    expect(cuesOf(parseVtt(served))).toEqual(buildCues("Hello world. A second sentence & more."));
  });

  it("writes SRT with 1-based indices and comma milliseconds", () => {
    expect(toSrt(cues)).toBe(
      "1\n00:00:00,000 --> 00:00:01,500\nTom & Jerry <live>\n\n2\n01:01:01,001 --> 01:01:02,000\ntwo\nlines -> here\n",
    );
  });

  it("round-trips VTT -> cues -> SRT -> cues", () => {
    const vtt = "WEBVTT\n\n1\n00:00:01.000 --> 00:00:02.345\nOne\nline two\n\n00:05.000 --> 00:07.000 align:start\nA & B\n";
    const first = cuesOf(parseVtt(vtt));
    const second = cuesOf(parseSrt(toSrt(first)));
    expect(second).toEqual(first);
    expect(cuesOf(parseVtt(toVtt(second)))).toEqual(first);
    expect(first).toEqual([
      { start: 1, end: 2.345, text: "One\nline two" },
      { start: 5, end: 7, text: "A & B" },
    ]);
  });

  it("round-trips random cue lists within a millisecond", () => {
    // SRT cannot escape, so lines that look like its formatting tags (<b>, </i>) are not expected back.
    const line = fc
      .stringMatching(/^[a-zA-Z0-9 .,!?'&<>é]{1,30}$/)
      .map((s) => s.trim())
      .filter((s) => s !== "" && !/<\/?(?:b|i|u|s|font)\b/i.test(s));
    const cue = fc
      .record({ start: fc.double({ min: 0, max: 360_000, noNaN: true }), length: fc.double({ min: 0.002, max: 60, noNaN: true }), lines: fc.array(line, { minLength: 1, maxLength: 3 }) })
      .map(({ start, length, lines }) => ({ start, end: start + length, text: lines.join("\n") }));
    fc.assert(
      fc.property(fc.array(cue, { maxLength: 20 }), (list) => {
        for (const parsed of [parseVtt(toVtt(list)), parseSrt(toSrt(list))]) {
          const back = cuesOf(parsed);
          expect(back).toHaveLength(list.length);
          back.forEach((c, i) => {
            expect(Math.abs(c.start - list[i].start)).toBeLessThanOrEqual(0.0005 + 1e-9);
            expect(Math.abs(c.end - list[i].end)).toBeLessThanOrEqual(0.0005 + 1e-9);
            expect(c.text).toBe(list[i].text);
          });
        }
      }),
    );
  });
});

describe("caption items", () => {
  it("turns cues into caption items with injected ids, and back", () => {
    const cues: Cue[] = [
      { start: 2, end: 3.3, text: "Second" },
      { start: 0.5, end: 1.5, text: "First\nline" },
    ];
    const items = cuesToItems(cues, ids());
    expect(items).toEqual([
      { id: "id1", kind: "caption", name: "First", start: 0.5, in: 0, out: 1, text: "First\nline" },
      { id: "id2", kind: "caption", name: "Second", start: 2, in: 0, out: 1.3, text: "Second" },
    ]);
    expect(itemsToCues(items)).toEqual([cues[1], cues[0]]);
  });

  it("builds a caption track", () => {
    const track = cuesToTrack([{ start: 0, end: 1, text: "Hi" }], ids());
    expect(track).toMatchObject({ id: "id1", kind: "caption", name: "Captions", muted: false, hidden: false });
    expect(track.items).toEqual([{ id: "id2", kind: "caption", name: "Hi", start: 0, in: 0, out: 1, text: "Hi" }]);
  });

  it("cuts an overlapped cue at the next cue's start and merges cues that start together", () => {
    const resolved = resolveOverlaps([
      { start: 0, end: 5, text: "long" },
      { start: 2, end: 3, text: "inside" },
      { start: 2, end: 4, text: "same start" },
      { start: 4, end: 4, text: "empty" },
      { start: 6, end: 7, text: "apart" },
    ]);
    expect(resolved).toEqual([
      { start: 0, end: 2, text: "long" },
      { start: 2, end: 4, text: "inside\nsame start" },
      { start: 6, end: 7, text: "apart" },
    ]);
  });

  it("never lets caption items overlap", () => {
    const cue = fc
      .record({ start: fc.integer({ min: 0, max: 100_000 }), length: fc.integer({ min: 1, max: 10_000 }) })
      .map(({ start, length }) => ({ start: start / 1000, end: (start + length) / 1000, text: "x" }));
    fc.assert(
      fc.property(fc.array(cue, { maxLength: 30 }), (list) => {
        const items = cuesToItems(list, ids());
        for (let i = 1; i < items.length; i++) expect(items[i].start).toBeGreaterThanOrEqual(itemEnd(items[i - 1]) - 1e-9);
        for (const item of items) expect(item.out).toBeGreaterThan(item.in);
      }),
    );
  });
});
