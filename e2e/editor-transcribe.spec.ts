import type { Page } from "@playwright/test";

import { decodeWav, encodeWav } from "../lib/audio-merge";

import { expect, sameOrigin, test } from "./fixtures";

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
async function spokenWav(page: Page): Promise<{ wav: Buffer; onset: number }> {
  const res = await page.request.post("/api/ai/voice-clone", {
    headers: sameOrigin(page),
    data: { userId: "e2e-transcribe", textContent: SENTENCE },
  });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { mimeType: string; audioBase64: string };
  expect(body.mimeType).toBe("audio/wav");
  const { samples, sampleRate } = decodeWav(Buffer.from(body.audioBase64, "base64"));
  const lead = Math.round(LEAD_SECONDS * sampleRate);
  const padded = new Float32Array(lead + samples.length);
  padded.set(samples, lead);
  return { wav: Buffer.from(encodeWav([padded], sampleRate)), onset: speechOnset(padded, sampleRate) };
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
});
