import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { segmentBackdrop } from "@/lib/server/ai/background";
import { alphaAt, makeSubjectPng } from "@/lib/server/ai/test-helpers";

describe("embedded background removal", () => {
  it("cuts a subject out of a gradient backdrop: corners transparent, centre opaque", async () => {
    const { png, width, height } = await segmentBackdrop(await makeSubjectPng());
    expect([width, height]).toEqual([320, 240]);
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe("png");
    expect(meta.hasAlpha).toBe(true);
    for (const [x, y] of [[0, 0], [319, 0], [0, 239], [319, 239], [20, 120], [300, 120]]) {
      expect(await alphaAt(png, x, y)).toBe(0);
    }
    expect(await alphaAt(png, 160, 120)).toBe(255);
    expect(await alphaAt(png, 160, 120 - 60)).toBe(255);
  });

  it("keeps everything on a busy picture it cannot separate (the hosted provider is for those)", async () => {
    const noise = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#000000", noise: { type: "gaussian", mean: 128, sigma: 90 } } })
      .png()
      .toBuffer();
    const { png } = await segmentBackdrop(noise);
    expect(await alphaAt(png, 32, 32)).toBe(255);
  });

  it("refuses bytes that are not an image with a 400", async () => {
    await expect(segmentBackdrop(Buffer.from("not an image"))).rejects.toMatchObject({ status: 400 });
  });
});
