/**
 * Reframe: a 16:9 clip with a speaker near its left edge, switched to the 9:16 Shorts preset, is scaled to fill the
 * tall frame and follows the speaker's face, which stays inside every exported frame.
 */
import { exportedFrames, exportFile, type Frame, openEditorAt720p } from "./export-frames";
import { expect, test } from "./fixtures";
import { PERSON_HEIGHT, PERSON_TOP, personClip } from "./person-clip";

const SECONDS = 3;
const K = PERSON_HEIGHT / 264;
/** The speaker walks slowly right from the left edge; their face (the cut-out's, checked by eye) at time t. */
const leftAt = (t: number) => 4 + 20 * t;
const faceAt = (t: number) => ({ x: leftAt(t) + 80 * K, y: PERSON_TOP + 55 * K, w: 78 * K, h: 78 * K });

/** Skin-toned pixels (the face) in a frame, and whether any row or column at the frame's edge is black (a letterbox). */
function look(frame: Frame) {
  let skin = 0;
  for (let i = 0; i < frame.data.length; i += 4) {
    const [r, g, b] = [frame.data[i], frame.data[i + 1], frame.data[i + 2]];
    if (r > 150 && r > g + 15 && g > b + 5 && b > 60 && b < 190) skin++;
  }
  const black = (x: number, y: number) => {
    const i = (y * frame.width + x) * 4;
    return frame.data[i] + frame.data[i + 1] + frame.data[i + 2] < 40;
  };
  const edges = [black(2, 2), black(frame.width - 3, 2), black(2, frame.height - 3), black(frame.width - 3, frame.height - 3)];
  return { skin, letterbox: edges.some(Boolean) };
}

test("switching a 16:9 clip with a speaker near the left edge to 9:16 reframes it: the face stays in every exported frame", async ({ page, context }) => {
  test.setTimeout(600_000);
  const clip = await personClip(context, { seconds: SECONDS, x0: 4, speed: 20, horizon: true });
  await openEditorAt720p(page);
  await page.getByLabel("Choose local media files").setInputFiles({ name: "speaker.webm", mimeType: "video/webm", buffer: clip });
  await expect(page.getByTestId("timeline-total")).toHaveText("1 item · 0:03");

  await expect(page.getByRole("checkbox", { name: "Reframe: keep faces in the new frame" })).toBeChecked();
  await page.getByRole("combobox", { name: "Platform" }).selectOption({ label: "Shorts / TikTok / Reels 9:16 (1080x1920)" });
  await expect(page.getByTestId("timeline-announcer")).toHaveText(/Reframed 1 clip to keep faces in the frame/, { timeout: 180_000 });
  await expect(page.getByRole("progressbar", { name: "Reframe progress" })).toHaveCount(0);

  const bytes = await exportFile(page, { timeout: 360_000 });
  const times = [0.25, 1.25, 2.5];
  const frames = await exportedFrames(page, bytes, times, { width: 90, height: 160 });
  frames.forEach((frame, k) => {
    const { skin, letterbox } = look(frame);
    // The picture fills the tall frame (no black bars) and the face is in it.
    expect(letterbox, `letterbox at ${times[k]} s`).toBe(false);
    expect(skin, `face pixels at ${times[k]} s (face box ${JSON.stringify(faceAt(times[k]))})`).toBeGreaterThan(15);
  });

  // One undo step restores the clip as it was (letterboxed in the tall frame).
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Export Video" })).toBeHidden();
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByTestId("timeline-announcer")).toHaveText("Undo");
});
