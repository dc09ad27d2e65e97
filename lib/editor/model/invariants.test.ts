import { describe, expect, it } from "vitest";

import { docWith, text, tracks, video } from "../edits/edit-fixtures";
import { docIssues } from "./invariants";

describe("docIssues", () => {
  it("finds nothing wrong with a well-formed document", () => {
    expect(docIssues(docWith({ video: [video("a", 0, 0, 2), video("b", 2, 0, 2)] }))).toEqual([]);
  });

  it("names overlaps, disorder, bad windows, wrong tracks and repeated ids", () => {
    const doc = docWith({ video: [video("a", 2, 0, 2), video("b", 1, 0, 2), video("c", 5, 3, 3), text("t", 9, 1)], text: [text("a", 0, 1)] });
    expect(docIssues(doc)).toEqual([
      "Items a and b are out of order",
      "Items a and b overlap",
      "Item c has in 3 and out 3",
      `Track ${tracks.video} cannot hold text item t`,
      "Item id a is used twice",
    ]);
  });
});
