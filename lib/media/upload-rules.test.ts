import { describe, expect, it } from "vitest";

import { allowedContentType, isUploadKey, objectKeyFor, safeFileName } from "./upload-rules";

describe("upload rules", () => {
  it("allows the listed extensions with a matching or generic type, stored as the canonical type", () => {
    expect(allowedContentType("a.mp4", "video/mp4")).toBe("video/mp4");
    expect(allowedContentType("A.MOV", "")).toBe("video/quicktime");
    expect(allowedContentType("a.wav", "audio/x-wav")).toBe("audio/wav");
    expect(allowedContentType("a.mkv", "application/octet-stream")).toBe("video/x-matroska");
    expect(allowedContentType("a.jpeg", "image/jpeg")).toBe("image/jpeg");
  });

  it("refuses other extensions and types that do not match the extension", () => {
    expect(allowedContentType("setup.exe", "application/x-msdownload")).toBeNull();
    expect(allowedContentType("noext", "video/mp4")).toBeNull();
    expect(allowedContentType("a.mp4", "text/html")).toBeNull();
    expect(allowedContentType("a.svg", "image/svg+xml")).toBeNull();
  });

  it("makes safe keys under the upload prefix, in the account's folder", () => {
    expect(safeFileName("../../etc/passwd.mp4")).toBe("passwd.mp4");
    expect(safeFileName("C:\\x\\Mon été 2024.MP4")).toBe("Mon-ete-2024.mp4");
    expect(safeFileName("....mp4")).toBe("file.mp4");
    const key = objectKeyFor("My clip.mp4", "0b0c8a2e-0000-4000-8000-000000000000", "acc_1f2e3d4c-0000-4000-8000-000000000000");
    expect(key).toBe("uploads/acc_1f2e3d4c-0000-4000-8000-000000000000/0b0c8a2e-0000-4000-8000-000000000000-My-clip.mp4");
    expect(isUploadKey(key)).toBe(true);
  });

  it("recognises only keys the app could have made", () => {
    expect(isUploadKey("uploads/../x.mp4")).toBe(false);
    expect(isUploadKey("uploads/acc_1/b.mp4")).toBe(true);
    expect(isUploadKey("uploads/b.mp4")).toBe(false);
    expect(isUploadKey("uploads/a/b/c.mp4")).toBe(false);
    expect(isUploadKey("uploads/a.b/c.mp4")).toBe(false);
    expect(isUploadKey("uploads/a/../c.mp4")).toBe(false);
    expect(isUploadKey("other/a.mp4")).toBe(false);
    expect(isUploadKey("uploads/")).toBe(false);
    expect(isUploadKey("uploads/.hidden")).toBe(false);
  });
});
