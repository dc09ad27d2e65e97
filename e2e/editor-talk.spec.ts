import type { Page } from "@playwright/test";

import { decodeWav, encodeWav } from "../lib/media/audio-merge";

import { exportedFrames, exportFile, openEditorAt720p, probe } from "./export-frames";
import { expect, sameOrigin, test, toastRegion } from "./fixtures";
import { sineWav } from "./wav";

/**
 * Talking-head editing: Remove silences on a clip of Flite sentences with long pauses, cutting a sentence from the
 * transcript, and karaoke captions burned into the export.
 */

const SENTENCES = ["The weather was warm and sunny all week.", "Seven green apples are sitting on the table.", "Thank you very much for your help."];
const PADDING = 0.1;

/** One sentence spoken by the app's own voice engine (Flite), 16 kHz mono. */
async function speak(page: Page, text: string): Promise<{ samples: Float32Array; sampleRate: number }> {
  const res = await page.request.post("/api/ai/voice-clone", { headers: sameOrigin(page), data: { userId: "e2e-talk", textContent: text } });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { audioBase64: string };
  return decodeWav(Buffer.from(body.audioBase64, "base64"));
}

/** Seconds of speech in a sentence's audio: from its first to its last sample louder than -40 dBFS. */
function speechLength(samples: Float32Array, sampleRate: number): number {
  let first = -1;
  let last = -1;
  for (let i = 0; i < samples.length; i++) {
    if (Math.abs(samples[i]) > 0.01) {
      if (first < 0) first = i;
      last = i;
    }
  }
  return (last - first) / sampleRate;
}

/** The sentences with `gap` seconds of silence between them (and before and after), as a WAV; and their speech's length. */
async function sentencesWav(page: Page, gap: number): Promise<{ wav: Buffer; speech: number; duration: number }> {
  const spoken = [];
  for (const text of SENTENCES) spoken.push(await speak(page, text));
  const rate = spoken[0].sampleRate;
  const parts: Float32Array[] = [];
  for (const s of spoken) parts.push(new Float32Array(Math.round(gap * rate)), s.samples);
  parts.push(new Float32Array(Math.round(gap * rate)));
  const all = new Float32Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    all.set(p, at);
    at += p.length;
  }
  const speech = spoken.reduce((sum, s) => sum + speechLength(s.samples, rate), 0);
  return { wav: Buffer.from(encodeWav([all], rate)), speech, duration: all.length / rate };
}

async function addSpeechClip(page: Page, gap: number) {
  const made = await sentencesWav(page, gap);
  await page.getByLabel("Choose local media files").setInputFiles({ name: "talk.wav", mimeType: "audio/wav", buffer: made.wav });
  const clip = page.getByRole("listitem", { name: "Audio" }).getByRole("button", { name: /^talk\.wav, 0:00 to/ });
  await expect(clip).toBeVisible();
  await clip.click();
  await expect(clip).toHaveAttribute("aria-pressed", "true");
  return made;
}

/**
 * What a listener hears in an exported file: the file opened in a fresh editor (a new page of the same visitor) and
 * transcribed there with "Captions from the whole timeline". The cues' times and the transcript's text.
 */
async function transcribeExport(page: Page, bytes: Buffer, stem: string): Promise<{ cues: { start: number; end: number }[]; text: string }> {
  const mime = (await probe(bytes)).mime;
  const name = `${stem}.${mime.includes("webm") ? "webm" : "mp4"}`;
  const listener = await page.context().newPage();
  try {
    await openEditorAt720p(listener);
    await listener.getByLabel("Choose local media files").setInputFiles({ name, mimeType: mime.split(";")[0], buffer: bytes });
    await expect(listener.getByRole("button", { name: new RegExp(`^${stem}\\.(mp4|webm), 0:00 to`) })).toBeVisible({ timeout: 30_000 });
    await listener.getByRole("button", { name: "Captions from the whole timeline" }).click();
    await expect(toastRegion(listener)).toContainText("Transcribed", { timeout: 150_000 });
    const count = await listener.getByRole("list", { name: "Captions on the timeline" }).getByTestId("caption-cue").count();
    const cues = [];
    for (let i = 1; i <= count; i++) {
      cues.push({
        start: Number(await listener.getByLabel(`Cue ${i} start (seconds)`).inputValue()),
        end: Number(await listener.getByLabel(`Cue ${i} end (seconds)`).inputValue()),
      });
    }
    return { cues, text: (await listener.getByTestId("transcript-panel").textContent()) ?? "" };
  } finally {
    await listener.close();
  }
}

test.describe("editor: talking-head tools", () => {
  test("Remove silences shows what would go, then cuts the clip to its speech plus padding in one undo step", async ({ page }) => {
    test.setTimeout(420_000);
    await openEditorAt720p(page);
    const { speech, duration } = await addSpeechClip(page, 2);

    await page.getByRole("button", { name: "Remove silences" }).click();
    const panel = page.getByRole("region", { name: "Remove silences" });
    await expect(panel.getByLabel("Shortest silence (s)")).toHaveValue("0.5");
    await expect(panel.getByLabel("Padding (s)")).toHaveValue("0.1");
    await expect(panel.getByLabel("Cut silences of")).toHaveValue("clip");
    // By speech detection (Silero VAD): the pauses around and between the sentences, at least the two long ones.
    await panel.getByLabel("Detect by").selectOption("vad");
    await expect(panel.getByLabel("Threshold (dB)")).toBeDisabled();
    await panel.getByRole("button", { name: "Find silences" }).click();
    await expect(panel.getByTestId("silence-summary")).toContainText(/^[234] silences · saves \d+\.\d s/, { timeout: 60_000 });
    await panel.getByLabel("Detect by").selectOption("level");
    await panel.getByRole("button", { name: "Find silences" }).click();
    // Before, during and after the three sentences: four silences, shown on the timeline with the time saved.
    await expect(panel.getByTestId("silence-summary")).toContainText(/^4 silences · saves \d+\.\d s/);
    await expect(page.getByTestId("cut-preview").locator("[data-cut]")).toHaveCount(4);
    const saved = Number(/saves (\d+\.\d)/.exec((await panel.getByTestId("silence-summary").textContent()) ?? "")![1]);
    expect(saved).toBeGreaterThan(duration - speech - 1.5);

    await panel.getByRole("button", { name: "Apply" }).click();
    await expect(toastRegion(page)).toContainText("Silences removed");
    await expect(page.getByTestId("cut-preview")).toHaveCount(0);
    const audioClips = page.getByRole("listitem", { name: "Audio" }).getByTestId("timeline-clip");
    await expect(audioClips).toHaveCount(3);

    // The export is as long as the speech plus the padding kept on each side of each sentence.
    const bytes = await exportFile(page);
    const exported = (await probe(bytes)).duration;
    const expected = speech + SENTENCES.length * 2 * PADDING;
    expect(Math.abs(exported - expected), `export ${exported.toFixed(2)} s, speech + padding ${expected.toFixed(2)} s`).toBeLessThanOrEqual(0.2);

    await page.getByRole("dialog", { name: "Export Video" }).getByRole("button", { name: "Close" }).last().click();

    // Transcribing the exported file finds the sentences close together: no 2 s pause is left between cues.
    const heard = await transcribeExport(page, bytes, "tight");
    expect(heard.text).toMatch(/apples/i);
    expect(heard.cues.length).toBeGreaterThan(0);
    for (let i = 1; i < heard.cues.length; i++) {
      expect(heard.cues[i].start - heard.cues[i - 1].end, `pause between cue ${i} and cue ${i + 1}`).toBeLessThan(1);
    }

    // One undo gives the whole clip back.
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(audioClips).toHaveCount(1);
  });

  test("Clean up speech denoises, cuts the silences and captions the rest in the chosen style, in one undo step, with progress", async ({ page }) => {
    test.setTimeout(300_000);
    await openEditorAt720p(page);
    await addSpeechClip(page, 2);
    await page.getByRole("button", { name: "Remove silences" }).click();
    const panel = page.getByRole("region", { name: "Remove silences" });
    await panel.getByLabel("Caption style").selectOption({ label: "Bold Pop" });
    await panel.getByLabel("Loudness").selectOption("-16");
    await panel.getByRole("button", { name: "Clean up speech" }).click();
    await expect(panel.getByRole("progressbar", { name: "Speech tools progress" })).toBeVisible();
    await expect(panel.getByRole("button", { name: "Cancel" })).toBeVisible();
    await expect(toastRegion(page)).toContainText("Speech cleaned up", { timeout: 200_000 });

    const audioClips = page.getByRole("listitem", { name: "Audio" }).getByTestId("timeline-clip");
    await expect(audioClips).toHaveCount(3);
    const captions = page.getByRole("listitem", { name: "Captions" }).getByTestId("timeline-clip");
    expect(await captions.count()).toBeGreaterThan(0);
    await expect(page.getByTestId("transcript-panel")).toContainText(/apples/i);
    await expect(page.getByTestId("caption-style").getByRole("combobox", { name: "Caption style" })).toHaveValue("bold-pop");
    await expect(page.getByTestId("caption-style").getByRole("combobox", { name: "Animation" })).toHaveValue("pop");
    // Noise reduction is on for each part of the clip.
    await audioClips.first().click();
    await expect(page.getByRole("switch", { name: "Reduce noise" })).toBeChecked();

    // One undo: the whole clip, no captions, the plain style.
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(audioClips).toHaveCount(1);
    await expect(captions).toHaveCount(0);
    await expect(page.getByTestId("caption-style").getByRole("combobox", { name: "Caption style" })).toHaveValue("plain");
  });

  test("deleting a sentence in the transcript cuts it from the export; the other sentences remain", async ({ page }) => {
    test.setTimeout(420_000);
    await openEditorAt720p(page);
    await addSpeechClip(page, 1.5);
    await page.getByRole("button", { name: "Transcribe", exact: true }).click();
    const transcript = page.getByTestId("transcript-panel");
    const sentences = transcript.getByTestId("transcript-sentence");
    await expect(sentences.first()).toBeVisible({ timeout: 150_000 });
    await expect(transcript).toContainText(/apples/i);
    await expect(transcript).toContainText(/weather/i);
    await expect(transcript).toContainText("Editing the text corrects the caption only");

    // Clicking a sentence's time moves the playhead there, and marks it as the sentence being spoken.
    const second = sentences.filter({ hasText: /apples/i });
    await second.getByRole("button", { name: /^Go to sentence \d+ at/ }).click();
    await expect(page.getByTestId("preview-time")).not.toHaveText(/^0:00 \//);
    await expect(second).toHaveAttribute("aria-current", "true");
    await expect(transcript.locator('[aria-current="true"]')).toHaveCount(1);

    await second.getByRole("checkbox").check();
    await page.keyboard.press("Delete");
    await expect(transcript).not.toContainText(/apples/i);
    await expect(transcript).toContainText(/weather/i);
    await expect(transcript).toContainText(/very much/i);
    await expect(page.getByRole("listitem", { name: "Audio" }).getByTestId("timeline-clip")).toHaveCount(2);

    // The exported file no longer says it: its own transcription has the other two sentences and not this one.
    const heard = await transcribeExport(page, await exportFile(page), "cut");
    expect(heard.text).toMatch(/weather/i);
    expect(heard.text).toMatch(/very much/i);
    expect(heard.text).not.toMatch(/apples|table/i);
    await page.getByRole("dialog", { name: "Export Video" }).getByRole("button", { name: "Close" }).last().click();

    // Undo brings the sentence back.
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(transcript).toContainText(/apples/i);
  });

  test("with the Karaoke style, an exported frame shows the word being spoken in the highlight colour", async ({ page }) => {
    test.setTimeout(240_000);
    await openEditorAt720p(page);
    await page.getByLabel("Choose local media files").setInputFiles({ name: "tone.wav", mimeType: "audio/wav", buffer: sineWav(4) });
    await expect(page.getByRole("listitem", { name: "Audio" }).getByRole("button", { name: /^tone\.wav/ })).toBeVisible();
    const vtt = "WEBVTT\n\n00:00:00.500 --> 00:00:03.500\nalpha beta gamma\n";
    await page.getByLabel("Choose a captions file").setInputFiles({ name: "words.vtt", mimeType: "text/vtt", buffer: Buffer.from(vtt) });
    await expect(page.getByLabel("Cue 1 text")).toHaveValue("alpha beta gamma");
    await page.getByRole("combobox", { name: "Caption style" }).selectOption({ label: "Karaoke" });
    await expect(page.getByRole("combobox", { name: "Animation" })).toHaveValue("karaoke");
    // The style is one undo step.
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(page.getByRole("combobox", { name: "Caption style" })).toHaveValue("plain");
    await page.getByRole("button", { name: "Redo" }).click();
    await expect(page.getByRole("combobox", { name: "Caption style" })).toHaveValue("karaoke");

    // Without word times the words share the cue by length: alpha 0.5-1.56 s, beta 1.56-2.44 s, gamma 2.44-3.5 s.
    const bytes = await exportFile(page);
    const [alpha, beta, gamma] = await exportedFrames(page, bytes, [1.0, 2.0, 3.0], { width: 640, height: 360 });
    const yellow = (frame: { data: number[]; width: number }) => {
      const xs: number[] = [];
      for (let i = 0; i < frame.data.length; i += 4) {
        const [r, g, b] = [frame.data[i], frame.data[i + 1], frame.data[i + 2]];
        if (r > 200 && g > 160 && g < 240 && b < 90) xs.push((i / 4) % frame.width);
      }
      return { count: xs.length, mean: xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length) };
    };
    const [a, b, c] = [yellow(alpha), yellow(beta), yellow(gamma)];
    for (const [name, found] of [
      ["alpha", a],
      ["beta", b],
      ["gamma", c],
    ] as const)
      expect(found.count, `${name}: yellow pixels`).toBeGreaterThan(40);
    // The highlight moves along the line with the spoken word.
    expect(a.mean).toBeLessThan(b.mean);
    expect(b.mean).toBeLessThan(c.mean);
  });
});
