import { describe, expect, it } from "vitest";

import { checkProfilePhoto, fitWithin, PROFILE_PHOTO_MAX_BYTES } from "@/lib/account/profile-photo";

describe("profile photo", () => {
  it("accepts JPG, PNG and GIF up to 2 MB", () => {
    for (const type of ["image/jpeg", "image/png", "image/gif"]) {
      expect(checkProfilePhoto({ type, size: PROFILE_PHOTO_MAX_BYTES })).toEqual({ ok: true });
    }
  });

  it("rejects other types and bigger files with a clear message", () => {
    expect(checkProfilePhoto({ type: "image/webp", size: 10 })).toMatchObject({ ok: false, title: "Unsupported File Type" });
    expect(checkProfilePhoto({ type: "text/plain", size: 10 })).toMatchObject({ ok: false, title: "Unsupported File Type" });
    expect(checkProfilePhoto({ type: "image/png", size: PROFILE_PHOTO_MAX_BYTES + 1 })).toMatchObject({
      ok: false,
      title: "File Too Large",
    });
  });

  it("scales down to fit, keeping the ratio", () => {
    expect(fitWithin(1280, 720)).toEqual({ width: 256, height: 144 });
    expect(fitWithin(100, 50)).toEqual({ width: 100, height: 50 });
    expect(fitWithin(300, 600, 100)).toEqual({ width: 50, height: 100 });
  });
});
