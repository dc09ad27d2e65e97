import { describe, expect, test } from "vitest";
import { startTranscription } from "./client";
import type { FromWorker, ToWorker } from "./protocol";

class FakeWorker {
  sent: ToWorker[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<FromWorker>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  postMessage(message: ToWorker) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  answer(message: FromWorker) {
    this.onmessage?.({ data: message } as MessageEvent<FromWorker>);
  }
}

describe("startTranscription", () => {
  test("sends the audio, reports progress, resolves with the cues and ends the worker", async () => {
    const worker = new FakeWorker();
    const progress: [number, string][] = [];
    const audio = new Float32Array(48_000);
    const run = startTranscription(audio, 48_000, (f, stage) => progress.push([f, stage]), () => worker as unknown as Worker);
    expect(worker.sent).toEqual([{ type: "start", audio, sampleRate: 48_000 }]);
    worker.answer({ type: "progress", stage: "loading", fraction: 0 });
    worker.answer({ type: "progress", stage: "transcribing", fraction: 0.5 });
    worker.answer({ type: "cues", cues: [{ start: 0.5, end: 2, text: "Hello" }] });
    await expect(run.cues).resolves.toEqual([{ start: 0.5, end: 2, text: "Hello" }]);
    expect(progress).toEqual([
      [0, "loading"],
      [0.5, "transcribing"],
    ]);
    expect(worker.terminated).toBe(true);
  });

  test("cancel asks the worker to stop; a cancelled answer rejects with an AbortError", async () => {
    const worker = new FakeWorker();
    const run = startTranscription(new Float32Array(10), 16_000, undefined, () => worker as unknown as Worker);
    run.cancel();
    expect(worker.sent[1]).toEqual({ type: "cancel" });
    worker.answer({ type: "error", message: "Transcription cancelled", cancelled: true });
    await expect(run.cues).rejects.toMatchObject({ name: "AbortError" });
  });

  test("a worker crash rejects", async () => {
    const worker = new FakeWorker();
    const run = startTranscription(new Float32Array(10), 16_000, undefined, () => worker as unknown as Worker);
    worker.onerror?.({ message: "boom" } as ErrorEvent);
    await expect(run.cues).rejects.toThrow("boom");
  });
});
