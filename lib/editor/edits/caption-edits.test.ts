import { describe, expect, it } from "vitest";

import { setCaptionStyle, setCaptionWords } from "./caption-edits";
import type { CaptionItem } from "../model/document";
import { projectDocSchema } from "../model/document-schema";
import { caption, deepFreeze, docWith, itemById, tracks } from "./edit-fixtures";
import { setCaptionText } from "./index";
import { commit, createHistory, undo } from "../model/history";

describe("caption track edits", () => {
  const doc = deepFreeze(docWith({ caption: [caption("c1", 0, 2, "one two")] }));

  it("sets, changes and clears the style as undoable steps, and stores it in the document", () => {
    const styled = setCaptionStyle(doc, { style: { preset: "karaoke", animation: "karaoke" } });
    expect(styled.tracks.find((t) => t.id === tracks.caption)!.captionStyle).toEqual({ preset: "karaoke", animation: "karaoke" });
    expect(setCaptionStyle(styled, { style: { preset: "karaoke", animation: "karaoke" } })).toBe(styled);
    expect(undo(commit(createHistory(doc), styled)).present).toBe(doc);
    const cleared = setCaptionStyle(styled, { style: null });
    expect(cleared.tracks.find((t) => t.id === tracks.caption)).not.toHaveProperty("captionStyle");
    expect(setCaptionStyle(doc, { style: null })).toBe(doc);
    expect(projectDocSchema.safeParse(styled).success).toBe(true);
  });

  it("gives cues their words, keeps word times over a spelling fix and drops them when the words change", () => {
    const words = [
      { text: "one", start: 0, end: 0.8 },
      { text: "two", start: 1, end: 1.9 },
    ];
    const timed = setCaptionWords(doc, { words: new Map([["c1", words]]) });
    expect((itemById(timed, "c1") as CaptionItem).words).toEqual(words);
    expect(projectDocSchema.safeParse(timed).success).toBe(true);
    const fixed = itemById(setCaptionText(timed, { itemId: "c1", text: "One too" }), "c1") as CaptionItem;
    expect(fixed.words!.map((w) => [w.text, w.start])).toEqual([
      ["One", 0],
      ["too", 1],
    ]);
    const changed = itemById(setCaptionText(timed, { itemId: "c1", text: "one two three" }), "c1") as CaptionItem;
    expect(changed.text).toBe("one two three");
    expect(changed).not.toHaveProperty("words");
  });

  it("reads a document saved before styles and word times", () => {
    expect(projectDocSchema.safeParse(doc).success).toBe(true);
    const bad = setCaptionStyle(doc, { style: { preset: "karaoke", animation: "wobble" as "karaoke" } });
    expect(projectDocSchema.safeParse(bad).success).toBe(false);
  });
});
