import { describe, expect, it } from "vitest";

import { createFaceSession } from "./client";
import type { FromFaceWorker, ToFaceWorker } from "./protocol";

/** A stand-in worker: answers each start with a progress and a done, after a tick; counts what it was sent. */
function fakeWorker() {
  const sent: ToFaceWorker[] = [];
  const worker = {
    terminated: false,
    onmessage: null as ((event: MessageEvent<FromFaceWorker>) => void) | null,
    onerror: null,
    postMessage(message: ToFaceWorker) {
      sent.push(message);
      if (message.type !== "start") return;
      setTimeout(() => {
        if (worker.terminated) return;
        worker.onmessage?.(new MessageEvent("message", { data: { type: "progress", stage: "detecting", fraction: 0.5 } }));
        worker.onmessage?.(
          new MessageEvent("message", {
            data: { type: "done", frames: { face: message.times.map((t) => ({ t, detections: [] })), body: [] }, msPerFrame: 1 },
          }),
        );
      }, 0);
    },
    terminate() {
      worker.terminated = true;
    },
  };
  return { worker, sent };
}

describe("face session", () => {
  it("searches several clips one after another in one worker, then ends it", async () => {
    const { worker, sent } = fakeWorker();
    let created = 0;
    const session = createFaceSession(() => {
      created++;
      return worker as unknown as Worker;
    });
    const progress: number[] = [];
    const first = await session.detect({ url: "blob:a", kind: "video", times: [0, 1], targets: ["face"] }, (f) => progress.push(f));
    const second = await session.detect({ url: "blob:b", kind: "image", times: [0], targets: ["face"] });
    expect(first.frames.face.map((f) => f.t)).toEqual([0, 1]);
    expect(second.frames.face).toHaveLength(1);
    expect(progress).toEqual([0.5]);
    expect(created).toBe(1);
    expect(sent.map((m) => (m.type === "start" ? m.url : m.type))).toEqual(["blob:a", "blob:b"]);
    expect(worker.terminated).toBe(false);
    session.close();
    expect(worker.terminated).toBe(true);
  });

  it("cancel stops the search under way (an AbortError) and nothing more runs", async () => {
    const { worker } = fakeWorker();
    const session = createFaceSession(() => worker as unknown as Worker);
    const running = session.detect({ url: "blob:a", kind: "video", times: [0], targets: ["face"] });
    session.cancel();
    await expect(running).rejects.toMatchObject({ name: "AbortError" });
    expect(worker.terminated).toBe(true);
    await expect(session.detect({ url: "blob:b", kind: "video", times: [0], targets: ["face"] })).rejects.toMatchObject({ name: "AbortError" });
  });
});
