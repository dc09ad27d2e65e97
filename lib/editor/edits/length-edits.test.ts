/** The project's length: what Video Properties shows, what it accepts, and the edit that trims or extends. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { docDuration, itemEnd, type ProjectDoc } from "../model/document";
import { audio, caption, deepFreeze, docWith, text, video } from "./edit-fixtures";
import { docLengthText, formatLength, parseLength, setDocLength } from "./index";
import { commit, createHistory, undo } from "../model/history";
import { docIssues } from "../model/invariants";

function startDoc(): ProjectDoc {
  return docWith({ video: [video("v1", 0, 0, 3), video("v2", 5, 2, 6)], audio: [audio("s1", 1, 0, 10)], text: [text("t1", 2, 2)], caption: [caption("c1", 0, 1)] });
}

describe("project length", () => {
  it("shows the timeline's real length as hh:mm:ss", () => {
    expect(docLengthText(docWith({ video: [video("v1", 0, 0, 3)] }))).toBe("00:00:03");
    expect(docLengthText(startDoc())).toBe("00:00:11");
    expect(formatLength(2.4)).toBe("00:00:03");
    expect(formatLength(3725)).toBe("01:02:05");
    expect(formatLength(0)).toBe("00:00:00");
  });

  it("reads hh:mm:ss, m:ss and seconds, and says what is wrong otherwise", () => {
    expect(parseLength(" 00:00:30 ")).toEqual({ ok: true, seconds: 30 });
    expect(parseLength("1:05")).toEqual({ ok: true, seconds: 65 });
    expect(parseLength("90")).toEqual({ ok: true, seconds: 90 });
    expect(parseLength("2 minutes")).toEqual({ ok: false, message: "Type the duration as hh:mm:ss, for example 00:00:30." });
    expect(parseLength("00:61:00")).toMatchObject({ ok: false, message: expect.stringContaining("up to 59") });
    expect(parseLength("00:00:00")).toEqual({ ok: false, message: "The duration must be at least 00:00:01." });
  });

  it("a shorter length cuts items across it and removes those after it", () => {
    const next = setDocLength(deepFreeze(startDoc()), { seconds: 4 });
    expect(docDuration(next)).toBe(4);
    const video = next.tracks.find((t) => t.kind === "video")!.items;
    expect(video.map((i) => [i.id, i.start, itemEnd(i)])).toEqual([["v1", 0, 3]]);
    const sound = next.tracks.find((t) => t.kind === "audio")!.items;
    expect(sound.map((i) => [i.id, i.in, i.out])).toEqual([["s1", 0, 3]]);
    expect(docIssues(next)).toEqual([]);
  });

  it("a longer length leaves a gap at the end; the same length changes nothing", () => {
    const doc = deepFreeze(startDoc());
    const longer = setDocLength(doc, { seconds: 20 });
    expect(docDuration(longer)).toBe(20);
    expect(longer.tracks).toBe(doc.tracks);
    expect(docLengthText(longer)).toBe("00:00:20");
    expect(setDocLength(doc, { seconds: 11 })).toBe(doc);
    expect(setDocLength(longer, { seconds: 20 })).toBe(longer);
    expect(setDocLength(doc, { seconds: Number.NaN })).toBe(doc);
  });

  it("any length keeps the timeline's rules, makes the timeline that long, and undo restores the document", () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: 1, max: 30 }), fc.double({ min: 0.01, max: 30, noNaN: true })), (seconds) => {
        const doc = deepFreeze(startDoc());
        const next = setDocLength(doc, { seconds });
        expect(docIssues(next)).toEqual([]);
        expect(docDuration(next)).toBeCloseTo(seconds, 9);
        for (const t of next.tracks) for (const i of t.items) expect(itemEnd(i)).toBeLessThanOrEqual(seconds + 1e-9);
        const h = commit(createHistory(doc), next);
        expect(undo(h).present).toEqual(doc);
      }),
    );
  });
});
