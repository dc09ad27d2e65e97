import { describe, expect, it } from "vitest";

import { APPLIED_EFFECTS_STORAGE_KEY, editorUrlForTemplate, queueEffect, readAppliedEffects, takeQueuedEffects } from "@/lib/editor-bridge";

function memory() {
  const data = new Map<string, string>();
  return { data, getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) };
}

describe("editor bridge", () => {
  it("queues each effect once, and the editor takes the queue", () => {
    const s = memory();
    expect(queueEffect(s, { id: "glow", name: "Glow" })).toBe(true);
    expect(queueEffect(s, { id: "glow", name: "Glow" })).toBe(false);
    expect(readAppliedEffects(s)).toEqual([{ id: "glow", name: "Glow" }]);
    expect(takeQueuedEffects(s)).toEqual([{ id: "glow", name: "Glow" }]);
    expect(readAppliedEffects(s)).toEqual([]);
    expect(takeQueuedEffects(s)).toEqual([]);
  });

  it("ignores a corrupt list", () => {
    const s = memory();
    s.data.set(APPLIED_EFFECTS_STORAGE_KEY, "{bad");
    expect(readAppliedEffects(s)).toEqual([]);
  });

  it("builds the editor URL for a template", () => {
    expect(editorUrlForTemplate({ title: "My Reel", aspectRatio: "9:16", duration: "0:30" })).toBe(
      "/editor?title=My+Reel&aspectRatio=9%3A16&duration=0%3A30",
    );
  });
});
