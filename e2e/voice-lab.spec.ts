import { truncateSync, writeFileSync } from "node:fs";

import { voicePresets } from "../lib/catalog/voices";
import { expect, savedUser, test, toastRegion } from "./fixtures";
import { sineWav } from "./wav";

test.describe("Voice Lab", () => {
  test("presets show crowns and the four free basic voices", async ({ page }) => {
    await page.goto("/voice-lab");
    await expect(page.getByRole("tab")).toHaveCount(5);
    const presets = page.getByRole("region", { name: "Voice Presets" });
    await expect(presets.getByRole("img", { name: "Premium" })).toHaveCount(voicePresets.filter((v) => v.premium).length);
    for (const name of ["Warm", "Professional", "Energetic", "Calm"]) {
      await expect(presets.getByRole("button", { name: new RegExp(`^${name}`) })).toContainText("Free");
    }
    await presets.getByRole("button", { name: /Epic Narrator/ }).click();
    await expect(presets.getByRole("button", { name: /Epic Narrator/ })).toHaveAttribute("aria-pressed", "true");
  });

  test("records from the fake microphone and auto-stops at 10 s", async ({ page }) => {
    await page.goto("/voice-lab");
    await page.getByRole("button", { name: "Start Recording" }).click();
    await expect(page.getByText("Recording...")).toBeVisible();
    await expect(page.getByTestId("recording-seconds")).toHaveText("2s", { timeout: 5000 });
    await expect(page.getByRole("button", { name: "Stop Recording" })).toBeVisible();
    // No click: it stops by itself after 10 s.
    await expect(page.getByText("Recording Complete")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText("Length 0:10")).toBeVisible();
    const play = page.getByRole("button", { name: "Play recording" });
    await play.click();
    await expect(page.getByRole("button", { name: "Pause recording" })).toBeVisible();
    const duration = await page.getByLabel("Your recording").evaluate((el: HTMLAudioElement) => el.currentTime >= 0 && !el.paused);
    expect(duration).toBe(true);
    await page.getByRole("button", { name: "Pause recording" }).click();
    await expect(page.getByRole("button", { name: "Play recording" })).toBeVisible();

    await page.getByRole("tab", { name: "Custom Voices" }).click();
    await expect(page.getByText("My Recorded Voice")).toBeVisible();
  });

  test("recording stops manually, and a refused microphone says so", async ({ page }) => {
    await page.goto("/voice-lab");
    await page.getByRole("button", { name: "Start Recording" }).click();
    await expect(page.getByTestId("recording-seconds")).toHaveText("1s", { timeout: 5000 });
    await page.getByRole("button", { name: "Stop Recording" }).click();
    await expect(page.getByText("Recording Complete")).toBeVisible();

    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
    });
    await page.reload();
    await page.getByRole("button", { name: "Start Recording" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Microphone access was denied" })).toBeVisible();
    await expect(toastRegion(page).getByText("Microphone Unavailable")).toBeVisible();
  });

  test("text to speech: badge above 500 characters, disabled when empty, 3 s then playable audio", async ({ page }) => {
    let body: Record<string, unknown> = {};
    await page.route("**/api/ai/voice-clone", async (route) => {
      body = route.request().postDataJSON() as Record<string, unknown>;
      await route.fulfill({
        json: {
          provider: "test",
          cloned: false,
          voice: String(body.voiceProfile),
          mimeType: "audio/wav",
          audioBase64: sineWav(1.5).toString("base64"),
          durationSeconds: 1.5,
        },
      });
    });
    await page.goto("/voice-lab");
    await page.getByRole("tab", { name: "Text to Speech" }).click();
    const generate = page.getByRole("button", { name: "Generate Audio" });
    await expect(generate).toBeDisabled();
    const badge = page.getByTestId("tts-badge");
    await expect(badge).toHaveText("Free");
    await page.getByLabel("Text", { exact: true }).fill("a".repeat(500));
    await expect(badge).toHaveText("Free");
    await page.getByLabel("Text", { exact: true }).fill("a".repeat(501));
    await expect(badge).toHaveText("Premium Required");
    await expect(page.getByLabel("Text", { exact: true })).toHaveValue("a".repeat(501));
    await page.getByLabel("Text", { exact: true }).fill("Hello creators, welcome to MSX Studio.");
    await expect(badge).toHaveText("Free");
    await page.getByLabel("Voice", { exact: true }).selectOption("calm");

    const started = Date.now();
    await generate.click();
    await expect(page.getByRole("button", { name: "Generating..." })).toBeDisabled();
    await expect(page.getByText("Generated Audio")).toBeVisible({ timeout: 10_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    expect(body).toMatchObject({ userId: (await savedUser(page))?.id, textContent: "Hello creators, welcome to MSX Studio.", voiceProfile: "calm" });
    const seconds = await page.getByLabel("Generated speech").evaluate(
      (el: HTMLAudioElement) =>
        new Promise<number>((resolve) => {
          if (el.readyState >= 1) resolve(el.duration);
          el.addEventListener("loadedmetadata", () => resolve(el.duration), { once: true });
        }),
    );
    expect(seconds).toBeCloseTo(1.5, 1);
    await page.getByRole("button", { name: "Play audio" }).click();
    await expect(page.getByRole("button", { name: "Pause audio" })).toBeVisible();
  });

  test("text to speech failure shows an error toast", async ({ page }) => {
    await page.route("**/api/ai/voice-clone", (route) =>
      route.fulfill({ status: 502, json: { error: { code: "upstream_failed", message: "The voice provider is down." } } }),
    );
    await page.goto("/voice-lab");
    await page.getByRole("tab", { name: "Text to Speech" }).click();
    await page.getByLabel("Text", { exact: true }).fill("Hi");
    await page.getByRole("button", { name: "Generate Audio" }).click();
    await expect(toastRegion(page).getByText("Audio Generation Failed")).toBeVisible({ timeout: 10_000 });
    await expect(toastRegion(page).getByText("The voice provider is down.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Generate Audio" })).toBeEnabled();
  });

  test("size limits, translation languages and sound effects", async ({ page }, testInfo) => {
    await page.goto("/voice-lab");
    const big = testInfo.outputPath("big-sample.wav");
    writeFileSync(big, "");
    truncateSync(big, 51 * 1024 * 1024);
    await page.getByLabel("Upload Audio Sample").setInputFiles(big);
    await expect(page.getByRole("alert").filter({ hasText: "big-sample.wav is larger than 50MB." })).toBeVisible();
    await expect(page.getByText("MP3, WAV, M4A (max 50MB)")).toBeVisible();
    await page.getByLabel("Upload Audio Sample").setInputFiles({ name: "me.wav", mimeType: "audio/wav", buffer: sineWav(1) });
    await page.getByRole("button", { name: "Add to Custom Voices" }).click();

    await page.getByRole("tab", { name: "Translate Audio" }).click();
    await expect(page.getByText("MP3, WAV, M4A (max 100MB)")).toBeVisible();
    // 51 MB is fine for translation (limit 100 MB).
    await page.getByLabel("Upload Audio to Translate").setInputFiles(big);
    await expect(page.getByText("Selected: big-sample.wav")).toBeVisible();
    await expect(page.getByLabel("Target Language").locator("option")).toHaveText([
      "English", "Spanish", "French", "German", "Italian", "Portuguese", "Russian", "Japanese", "Korean", "Chinese",
    ]);
    await page.getByLabel("Upload Audio to Translate").setInputFiles({ name: "clip.wav", mimeType: "audio/wav", buffer: sineWav(1) });
    await page.getByLabel("Target Language").selectOption("ja");
    await page.getByRole("button", { name: "Translate Audio" }).click();
    await expect(page.getByRole("button", { name: "Translating..." })).toBeDisabled();
    await expect(page.getByText("Translated to Japanese", { exact: true })).toBeVisible({ timeout: 10_000 });

    await page.getByRole("tab", { name: "Sound FX" }).click();
    const fx = page.getByRole("list", { name: "Sound effects" });
    await expect(fx.getByRole("listitem")).toHaveCount(10);
    await fx.getByRole("button", { name: "Play Thunder" }).click();
    await expect(fx.getByRole("button", { name: "Stop Thunder" })).toBeVisible();
    await expect(fx.getByRole("button", { name: "Play Thunder" })).toBeVisible({ timeout: 6000 });

    await page.getByRole("tab", { name: "Custom Voices" }).click();
    await expect(page.getByRole("list", { name: "Custom voices" }).getByText("me", { exact: true })).toBeVisible();
  });
});
