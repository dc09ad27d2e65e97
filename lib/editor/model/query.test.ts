import { describe, expect, it } from "vitest";

import { parseEditorQuery, toDurationText } from "./query";

describe("parseEditorQuery", () => {
  it("reads a template's title, aspect ratio and duration", () => {
    const q = parseEditorQuery({ title: "Product Launch", aspectRatio: "9:16", duration: "0:30" });
    expect(q.initial).toEqual({
      title: "Product Launch",
      aspectRatio: "9:16",
      durationText: "00:00:30",
    });
    expect(q.projectId).toBeNull();
    expect(q.openUpload).toBe(false);
  });

  it("ignores an unknown aspect ratio and an unreadable duration", () => {
    expect(parseEditorQuery({ aspectRatio: "7:3", duration: "soon" }).initial).toEqual({});
  });

  it("reads a Music Library track id", () => {
    expect(parseEditorQuery({ music: "m-2" }).music).toBe("m-2");
    expect(parseEditorQuery({ music: ["m-3", "m-1"] }).music).toBe("m-3");
    expect(parseEditorQuery({ music: "  " }).music).toBeNull();
    expect(parseEditorQuery({}).music).toBeNull();
  });

  it("reads the project id and the upload flag", () => {
    expect(parseEditorQuery({ project: "abc", upload: "1" })).toMatchObject({ projectId: "abc", openUpload: true });
    expect(parseEditorQuery({ upload: ["1", "0"] }).openUpload).toBe(true);
    expect(parseEditorQuery({ upload: "yes" }).openUpload).toBe(false);
  });
});

describe("toDurationText", () => {
  it("turns m:ss, h:mm:ss and seconds into hh:mm:ss", () => {
    expect(toDurationText("2:30")).toBe("00:02:30");
    expect(toDurationText("1:02:03")).toBe("01:02:03");
    expect(toDurationText("75")).toBe("00:01:15");
    expect(toDurationText("abc")).toBeNull();
  });
});
