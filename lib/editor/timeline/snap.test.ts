import { describe, expect, it } from "vitest";

import { docWith, video } from "../edits/edit-fixtures";
import { emptyDoc } from "../model/empty-doc";
import { snapCandidates, snapTime } from "./snap";

describe("snapTime", () => {
  it("pulls a time to the nearest candidate within the threshold", () => {
    expect(snapTime(4.9, [0, 5, 10], 0.2)).toBe(5);
    expect(snapTime(5.25, [5, 5.3], 0.2)).toBe(5.3);
    expect(snapTime(5.05, [5, 5.3], 0.2)).toBe(5);
  });

  it("leaves a time alone when nothing is close enough", () => {
    expect(snapTime(4.5, [0, 5, 10], 0.2)).toBe(4.5);
    expect(snapTime(4.5, [], 1)).toBe(4.5);
  });

  it("picks the earlier candidate on a tie", () => {
    expect(snapTime(5, [6, 4], 1)).toBe(4);
  });
});

describe("snapCandidates", () => {
  it("lists 0, the playhead and every item edge but the dragged item's, sorted without repeats", () => {
    const doc = docWith({ video: [video("a", 0, 0, 2), video("b", 2, 0, 3), video("c", 8, 0, 1)] });
    expect(snapCandidates(doc, 3.5, "c")).toEqual([0, 2, 3.5, 5]);
    expect(snapCandidates(doc, 3.5)).toEqual([0, 2, 3.5, 5, 8, 9]);
    expect(snapCandidates(emptyDoc(), Number.NaN)).toEqual([0]);
  });
});
