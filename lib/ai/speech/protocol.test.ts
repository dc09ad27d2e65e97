import { beforeAll, describe, expect, test } from "vitest";
import { createWorkerHandler, type FromWorker } from "./protocol";
import type { SpeechSessions } from "./runtime";
import { loadNodeSessions, speakSentences } from "./testing/node";
import { resample } from "./resample";

let sessions: SpeechSessions;
let audio48k: Float32Array;

beforeAll(async () => {
  sessions = await loadNodeSessions();
  const { audio } = await speakSentences(["Good morning everyone.", "The meeting starts at nine."], [0.5, 1]);
  audio48k = resample(audio, 16_000, 48_000);
}, 60_000);

describe("speech worker logic", () => {
  test("loads once, resamples, reports progress and answers cues", async () => {
    const messages: FromWorker[] = [];
    let loads = 0;
    const handle = createWorkerHandler({ loadSessions: async () => (loads++, sessions), post: (m) => messages.push(m) });
    await handle({ type: "start", audio: [audio48k, audio48k], sampleRate: 48_000 });
    await handle({ type: "start", audio: audio48k, sampleRate: 48_000 });
    expect(loads).toBe(1);
    const results = messages.filter((m) => m.type === "cues");
    expect(results).toHaveLength(2);
    for (const r of results) {
      if (r.type !== "cues") continue;
      expect(r.cues).toHaveLength(2);
      expect(r.cues[1].text.toLowerCase()).toContain("meeting");
    }
    expect(messages[0]).toEqual({ type: "progress", stage: "loading", fraction: 0 });
  }, 30_000);

  test("cancel answers a cancelled error", async () => {
    const messages: FromWorker[] = [];
    const handle = createWorkerHandler({
      loadSessions: async () => sessions,
      post: (m) => {
        messages.push(m);
        if (m.type === "progress" && m.stage === "transcribing" && m.fraction > 0) void handle({ type: "cancel" });
      },
    });
    await handle({ type: "start", audio: audio48k, sampleRate: 48_000 });
    expect(messages[messages.length - 1]).toMatchObject({ type: "error", cancelled: true });
  }, 30_000);

  test("a loading failure is reported, not thrown, and retried next time", async () => {
    const messages: FromWorker[] = [];
    let loads = 0;
    const handle = createWorkerHandler({
      loadSessions: async () => {
        loads++;
        throw new Error("HTTP 404");
      },
      post: (m) => messages.push(m),
    });
    await handle({ type: "start", audio: audio48k, sampleRate: 48_000 });
    await handle({ type: "start", audio: audio48k, sampleRate: 48_000 });
    expect(loads).toBe(2);
    expect(messages.filter((m) => m.type === "error")).toEqual([
      { type: "error", message: "HTTP 404", cancelled: false },
      { type: "error", message: "HTTP 404", cancelled: false },
    ]);
  });
});
