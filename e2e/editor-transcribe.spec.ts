import type { BrowserContext, Page } from "@playwright/test";

import { decodeWav, encodeWav } from "../lib/media/audio-merge";

import { expect, hydratingNavigation, markWelcomeSeen, sameOrigin, test as base } from "./fixtures";

/**
 * One browser per worker for this file: each test opens its own new page (a fresh editor), while the browser's
 * cache keeps the speech model's files and compiled WebAssembly (about 40 MB) from the first test that loaded
 * them, as for a user who transcribes again.
 */
const test = base.extend<object, { speechBrowser: BrowserContext }>({
  speechBrowser: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      await markWelcomeSeen(context);
      await use(context);
      await context.close();
    },
    { scope: "worker" },
  ],
  page: async ({ speechBrowser }, use) => {
    const page = hydratingNavigation(await speechBrowser.newPage());
    await use(page);
    await page.close();
  },
});

const SENTENCE = "The quick brown fox jumps over the lazy dog.";
/** Silence put before the speech, so that the captions must land where the words are, not at 0. */
const LEAD_SECONDS = 1.5;

/** Seconds to the first 20 ms window whose RMS is clearly above silence. */
function speechOnset(samples: Float32Array, sampleRate: number): number {
  const window = Math.round(sampleRate * 0.02);
  for (let start = 0; start + window <= samples.length; start += window) {
    let sum = 0;
    for (let i = start; i < start + window; i++) sum += samples[i] * samples[i];
    if (Math.sqrt(sum / window) > 0.02) return start / sampleRate;
  }
  throw new Error("no speech in the WAV");
}

/** The sentence spoken by the app's own text-to-speech (Flite), after LEAD_SECONDS of silence. */
async function spokenWav(page: Page, sentence = SENTENCE, lead = LEAD_SECONDS): Promise<{ wav: Buffer; onset: number; duration: number }> {
  const res = await page.request.post("/api/ai/voice-clone", {
    headers: sameOrigin(page),
    data: { userId: "e2e-transcribe", textContent: sentence },
  });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { mimeType: string; audioBase64: string };
  expect(body.mimeType).toBe("audio/wav");
  const { samples, sampleRate } = decodeWav(Buffer.from(body.audioBase64, "base64"));
  const leadSamples = Math.round(lead * sampleRate);
  const padded = new Float32Array(leadSamples + samples.length);
  padded.set(samples, leadSamples);
  return { wav: Buffer.from(encodeWav([padded], sampleRate)), onset: speechOnset(padded, sampleRate), duration: padded.length / sampleRate };
}

async function openEditorWithSpeech(page: Page): Promise<number> {
  await page.goto("/editor");
  await expect(page.getByRole("toolbar", { name: "Editor actions" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const { wav, onset } = await spokenWav(page);
  await page.getByLabel("Choose local media files").setInputFiles({ name: "speech.wav", mimeType: "audio/wav", buffer: wav });
  const clip = page.getByRole("listitem", { name: "Audio" }).getByRole("button", { name: /^speech\.wav, 0:00 to/ });
  await expect(clip).toBeVisible();
  await clip.click();
  await expect(clip).toHaveAttribute("aria-pressed", "true");
  return onset;
}

const captionCues = (page: Page) => page.getByRole("list", { name: "Captions on the timeline" }).getByTestId("caption-cue");
const captionClips = (page: Page) => page.getByRole("listitem", { name: "Captions" }).getByTestId("timeline-clip");

test.describe("editor: transcribe a clip's speech on the device", () => {
  test("Transcribe makes captions of the spoken words, where the speech is on the timeline, in one undo step", async ({ page }) => {
    test.setTimeout(180_000);
    const onset = await openEditorWithSpeech(page);
    expect(onset).toBeGreaterThan(LEAD_SECONDS - 0.05);

    const transcribe = page.getByRole("button", { name: "Transcribe" });
    await expect(transcribe).toBeEnabled();
    await transcribe.click();
    const progress = page.getByRole("progressbar", { name: "Transcription progress" });
    await expect(progress).toBeVisible();
    await expect(page.getByTestId("transcribe-progress")).toContainText(/Reading audio…|Loading speech model…|Transcribing…/);

    await expect(captionCues(page).first()).toBeVisible({ timeout: 120_000 });
    await expect(progress).toHaveCount(0);
    const texts = await page
      .getByRole("list", { name: "Captions on the timeline" })
      .getByRole("textbox")
      .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    const words = texts.join(" ").toLowerCase();
    for (const word of ["quick", "brown", "fox"]) expect(words, `transcript: ${words}`).toContain(word);

    // The first caption starts where the speech starts on the timeline (the item starts at 0).
    const firstStart = Number(await page.getByLabel("Cue 1 start (seconds)").inputValue());
    expect(Math.abs(firstStart - onset), `caption at ${firstStart} s, speech at ${onset} s`).toBeLessThanOrEqual(0.5);
    expect(await captionClips(page).count()).toBe(texts.length);

    // One history step: a single undo takes every caption away, redo brings them back.
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(captionClips(page)).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^speech\.wav/ })).toBeVisible();
    await page.getByRole("button", { name: "Redo" }).click();
    await expect(captionClips(page)).toHaveCount(texts.length);
  });

  test("Cancel stops the transcription, changes nothing and enables Transcribe again", async ({ page }) => {
    test.setTimeout(120_000);
    await openEditorWithSpeech(page);
    await page.getByRole("button", { name: "Transcribe" }).click();
    const progress = page.getByRole("progressbar", { name: "Transcription progress" });
    await expect(progress).toBeVisible();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(progress).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Transcribe" })).toBeEnabled();
    // Long enough for a transcription that was not really stopped to arrive.
    await page.waitForTimeout(8_000);
    await expect(captionClips(page)).toHaveCount(0);
    await expect(page.getByText("No captions yet.")).toBeVisible();
    // The last history step is still the added file: one undo removes it.
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(page.getByRole("button", { name: /^speech\.wav/ })).toHaveCount(0);
    await expect(captionClips(page)).toHaveCount(0);
  });

  test("with nothing selected, Transcribe captions the whole timeline's speech, each clip's words where they are heard", async ({ page }) => {
    test.setTimeout(240_000);
    await page.goto("/editor");
    await expect(page.getByRole("toolbar", { name: "Editor actions" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    const first = await spokenWav(page, SENTENCE, 1);
    const second = await spokenWav(page, "Seven green apples are sitting on the table.", 2);
    // Both files in one pick: they are laid end to end on the Audio track, the first at 0.
    await page.getByLabel("Choose local media files").setInputFiles([
      { name: "first.wav", mimeType: "audio/wav", buffer: first.wav },
      { name: "second.wav", mimeType: "audio/wav", buffer: second.wav },
    ]);
    const audioTrack = page.getByRole("listitem", { name: "Audio" });
    const firstClip = audioTrack.getByRole("button", { name: /^first\.wav, 0:00 to/ });
    await expect(firstClip).toBeVisible();
    await expect(audioTrack.getByRole("button", { name: /^second\.wav, / })).toBeVisible();
    // The sample clip's tone would be heard too: mute the Video track, so only the speech is.
    await page.getByRole("button", { name: "Mute Main video" }).click();
    const firstSpeech = first.onset;
    const secondSpeech = first.duration + second.onset;

    // Escape on the selected clip leaves nothing selected; Transcribe then takes the whole timeline.
    await firstClip.click();
    await expect(firstClip).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("Escape");
    await expect(firstClip).toHaveAttribute("aria-pressed", "false");
    const transcribe = page.getByRole("button", { name: "Transcribe", exact: true });
    await expect(transcribe).toHaveAttribute("title", /whole timeline/);
    await transcribe.click();
    const progress = page.getByRole("progressbar", { name: "Transcription progress" });
    await expect(progress).toBeVisible();

    await expect(captionCues(page).first()).toBeVisible({ timeout: 180_000 });
    await expect(progress).toHaveCount(0);
    const cueList = page.getByRole("list", { name: "Captions on the timeline" });
    const texts = await cueList.getByRole("textbox").evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    const count = texts.length;
    const starts: number[] = [];
    for (let i = 1; i <= count; i++) starts.push(Number(await page.getByLabel(`Cue ${i} start (seconds)`).inputValue()));
    const transcript = texts.join(" ").toLowerCase();
    for (const word of ["quick", "fox", "apples", "table"]) expect(transcript, `transcript: ${transcript}`).toContain(word);

    // A cue starts within 0.5 s of where each clip's speech starts on the timeline, and the first clip's words come first.
    const near = (t: number) => starts.some((s) => Math.abs(s - t) <= 0.5);
    expect(near(firstSpeech), `cues at ${starts.join(", ")} s; first speech at ${firstSpeech} s`).toBe(true);
    expect(near(secondSpeech), `cues at ${starts.join(", ")} s; second speech at ${secondSpeech} s`).toBe(true);
    const secondIndex = texts.findIndex((t) => /apple/i.test(t));
    expect(starts[secondIndex]).toBeGreaterThanOrEqual(secondSpeech - 0.5);
    expect(texts.slice(0, secondIndex).join(" ").toLowerCase()).toContain("fox");
    expect(await captionClips(page).count()).toBe(count);

    // One undo step takes them all away; both clips stay.
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(captionClips(page)).toHaveCount(0);
    await expect(audioTrack.getByRole("button", { name: /^(first|second)\.wav, / })).toHaveCount(2);
  });

  test("the AI Tools' Auto Captions transcribes the timeline's speech on the device, and says when nothing is heard", async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto("/editor");
    await expect(page.getByRole("toolbar", { name: "Editor actions" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    const fromSpeech = page.getByRole("button", { name: "From the timeline's speech (on this device)" });
    await expect(fromSpeech).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("button", { name: "Generate Captions" })).toBeVisible();

    // Mute both tracks: nothing is heard, so nothing is transcribed and the user is told why.
    const { wav } = await spokenWav(page);
    await page.getByLabel("Choose local media files").setInputFiles({ name: "speech.wav", mimeType: "audio/wav", buffer: wav });
    await expect(page.getByRole("button", { name: /^speech\.wav, 0:00 to/ })).toBeVisible();
    const mute = page.getByRole("listitem", { name: "Audio" }).getByRole("button", { name: "Mute Audio" });
    const muteVideo = page.getByRole("button", { name: "Mute Main video" });
    await muteVideo.click();
    await mute.click();
    await expect(mute).toHaveAttribute("aria-pressed", "true");
    await fromSpeech.click();
    await expect(page.getByText("No sound to transcribe").first()).toBeVisible();
    await expect(captionClips(page)).toHaveCount(0);

    await mute.click();
    await fromSpeech.click();
    await expect(page.getByRole("progressbar", { name: "Transcription progress" })).toBeVisible();
    await expect(fromSpeech).toBeDisabled();
    await expect(captionCues(page).first()).toBeVisible({ timeout: 150_000 });
    const texts = await page
      .getByRole("list", { name: "Captions on the timeline" })
      .getByRole("textbox")
      .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    expect(texts.join(" ").toLowerCase()).toContain("fox");
    await expect(fromSpeech).toBeEnabled();
  });
});
