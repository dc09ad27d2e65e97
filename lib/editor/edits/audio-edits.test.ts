import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { setDucking, setEq, setLoudnessTarget } from "./audio-edits";
import { projectDocSchema } from "../model/document-schema";
import { audio, deepFreeze, docWith, image, video } from "./edit-fixtures";

const defaults = { depth: 12, attack: 0.3, release: 0.6 };
const base = () => deepFreeze(docWith({ video: [video("v1", 0, 0, 5), image("i1", 5, 2)], audio: [audio("a1", 0, 0, 8)] }));
const item = (doc: ReturnType<typeof base>, id: string) => doc.tracks.flatMap((t) => t.items).find((i) => i.id === id) as { eq?: unknown; duck?: unknown };

describe("audio edits", () => {
  it("any EQ or ducking values give a valid document; images are never changed", () => {
    const num = fc.oneof(fc.double({ noNaN: false }), fc.integer({ min: -40, max: 40 }));
    fc.assert(
      fc.property(fc.constantFrom("v1", "a1", "i1", "nope"), num, num, num, fc.boolean(), (id, a, b, c, off) => {
        let doc = setEq(base(), { itemId: id, eq: { low: a, mid: b, high: c } });
        doc = setDucking(doc, { itemId: id, duck: off ? null : { depth: a, attack: b, release: c }, defaults });
        expect(projectDocSchema.safeParse(doc).success).toBe(true);
        expect(item(doc, "i1")).toEqual(item(base(), "i1"));
      }),
    );
  });

  it("sets and clears the EQ; a flat EQ is stored as none", () => {
    const doc = setEq(base(), { itemId: "a1", eq: { low: -30, mid: 4.04 } });
    expect(item(doc, "a1").eq).toEqual({ low: -24, mid: 4, high: 0 });
    const flat = setEq(doc, { itemId: "a1", eq: { low: 0, mid: 0 } });
    expect(item(flat, "a1").eq).toBeUndefined();
    expect(setEq(flat, { itemId: "a1", eq: { low: 0 } })).toBe(flat);
    expect(setEq(doc, { itemId: "a1", eq: { low: Number.NaN } })).toBe(doc);
  });

  it("turns ducking on with defaults, changes one setting, and off", () => {
    const on = setDucking(base(), { itemId: "a1", duck: {}, defaults });
    expect(item(on, "a1").duck).toEqual(defaults);
    const deeper = setDucking(on, { itemId: "a1", duck: { depth: 99 }, defaults });
    expect(item(deeper, "a1").duck).toEqual({ ...defaults, depth: 60 });
    expect(item(setDucking(deeper, { itemId: "a1", duck: null, defaults }), "a1").duck).toBeUndefined();
  });

  it("sets the loudness target to one of -14, -16, -23 (-14 stored as absent)", () => {
    const doc = setLoudnessTarget(base(), -23);
    expect(doc.settings.loudnessTarget).toBe(-23);
    expect("loudnessTarget" in setLoudnessTarget(doc, -14).settings).toBe(false);
    expect(setLoudnessTarget(doc, -20)).toBe(doc);
    expect(setLoudnessTarget(base(), -14)).toEqual(base());
  });
});
