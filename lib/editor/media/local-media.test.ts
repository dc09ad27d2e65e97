import { describe, expect, it } from "vitest";

import type { MediaAsset } from "../model/document";
import { unresolvedLocalIds, withLocalUrls } from "./local-media";

const asset = (over: Partial<MediaAsset>): MediaAsset => ({
  id: "a",
  name: "clip.webm",
  mime: "video/webm",
  kind: "video",
  duration: 3,
  source: "local",
  url: null,
  ...over,
});

describe("local media in the document", () => {
  const doc = {
    assets: [
      asset({ id: "a", localId: "L1" }),
      asset({ id: "b", localId: "L2", url: "blob:page/2" }),
      asset({ id: "c", source: "sample", url: "/media/sample-clip.webm" }),
      asset({ id: "d" }),
      asset({ id: "e", localId: "L1" }),
    ],
  };

  it("lists the local files still to resolve, once each", () => {
    expect(unresolvedLocalIds(doc)).toEqual(["L1"]);
  });

  it("fills in resolved URLs and leaves every other asset as it is", () => {
    const shown = withLocalUrls(doc, new Map([["L1", "blob:x/1"], ["L2", "blob:x/2"]]));
    expect(shown.assets.map((a) => a.url)).toEqual(["blob:x/1", "blob:page/2", "/media/sample-clip.webm", null, "blob:x/1"]);
    expect(shown.assets[1]).toBe(doc.assets[1]);
    expect(doc.assets[0].url).toBeNull();
  });

  it("answers the same document when there is nothing to fill in", () => {
    expect(withLocalUrls(doc, new Map())).toBe(doc);
    expect(withLocalUrls(doc, new Map([["other", "blob:x/9"]]))).toBe(doc);
  });
});
