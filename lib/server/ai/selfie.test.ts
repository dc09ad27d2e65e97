import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";

import { embeddedEngine, PERSON_COVERAGE_MIN, segmentBackdrop, segmentPerson } from "@/lib/server/ai/background";
import { selfieRuntime } from "@/lib/server/ai/selfie";
import { makeSubjectPng, personOnBusyBackdrop } from "@/lib/server/ai/test-helpers";

/** Intersection over union of a PNG's alpha (at 50 %) and a 0/1 mask. */
async function iou(png: Buffer, truth: Uint8Array): Promise<number> {
  const alpha = await sharp(png).ensureAlpha().extractChannel(3).raw().toBuffer();
  expect(alpha.length).toBe(truth.length);
  let inter = 0;
  let union = 0;
  for (let i = 0; i < truth.length; i++) {
    const p = alpha[i] >= 128 ? 1 : 0;
    inter += p & truth[i];
    union += p | truth[i];
  }
  return inter / union;
}

describe("person segmentation (MediaPipe selfie model on TensorFlow.js WebAssembly)", () => {
  beforeAll(async () => {
    const started = performance.now();
    await selfieRuntime();
    console.info(`selfie model: loaded in ${Math.round(performance.now() - started)} ms`);
  }, 60_000);

  it("cuts a person out of a busy multicolour backdrop (IoU >= 0.9) where the flood fill cannot", async () => {
    const { image, truth } = await personOnBusyBackdrop();
    const started = performance.now();
    const person = await segmentPerson(image);
    const selfieMs = performance.now() - started;
    const selfieIou = await iou(person.png, truth);
    const flood = await segmentBackdrop(image);
    const floodIou = await iou(flood.png, truth);
    console.info(`IoU selfie-segmentation ${selfieIou.toFixed(3)} (${Math.round(selfieMs)} ms), flood-fill ${floodIou.toFixed(3)}; coverage ${person.personCoverage}`);
    expect(selfieIou).toBeGreaterThanOrEqual(0.9);
    expect(floodIou).toBeLessThan(0.7);
    expect(selfieIou - floodIou).toBeGreaterThan(0.25);
  });

  it("auto: the person model for a person, the flood fill for an object on a plain backdrop", async () => {
    const { image } = await personOnBusyBackdrop();
    const auto = embeddedEngine("auto");
    const withPerson = await auto.removeBackground(image);
    expect(withPerson).toMatchObject({ provider: "embedded", engine: "selfie-segmentation", mimeType: "image/png" });
    expect(withPerson.personCoverage).toBeGreaterThanOrEqual(PERSON_COVERAGE_MIN);

    const object = await auto.removeBackground(await makeSubjectPng());
    expect(object).toMatchObject({ provider: "embedded", engine: "flood-fill", width: 320, height: 240 });
    // A plain backdrop goes to the flood fill without a model run, even for a flat shape the model half takes for a person.
    expect(object.personCoverage).toBeUndefined();
    const flatDisc = await sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="100%" height="100%" fill="#2a5fc8"/><circle cx="160" cy="120" r="72" fill="#c2410c"/></svg>')).png().toBuffer();
    expect((await embeddedEngine("selfie-segmentation").removeBackground(flatDisc)).personCoverage).toBeGreaterThan(PERSON_COVERAGE_MIN);
    expect((await auto.removeBackground(flatDisc)).engine).toBe("flood-fill");
  });

  it("named engines run as asked, and bad bytes are still a 400", async () => {
    const { image } = await personOnBusyBackdrop();
    expect((await embeddedEngine("flood-fill").removeBackground(image)).engine).toBe("flood-fill");
    expect((await embeddedEngine("selfie-segmentation").removeBackground(await makeSubjectPng())).engine).toBe("selfie-segmentation");
    await expect(embeddedEngine("auto").removeBackground(Buffer.from("not an image"))).rejects.toMatchObject({ status: 400 });
  });
});
