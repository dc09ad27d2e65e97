import { describe, expect, it } from "vitest";

import { autoSavedText, formatClock } from "./time";

describe("formatClock", () => {
  it("formats seconds as m:ss or h:mm:ss", () => {
    expect(formatClock(0)).toBe("0:00");
    expect(formatClock(6.4)).toBe("0:06");
    expect(formatClock(75)).toBe("1:15");
    expect(formatClock(3700)).toBe("1:01:40");
    expect(formatClock(Number.NaN)).toBe("0:00");
  });
});

describe("autoSavedText", () => {
  const t0 = Date.UTC(2026, 0, 1, 12);
  it("tells the real time since the last save", () => {
    expect(autoSavedText(null, t0)).toBe("Not saved yet");
    expect(autoSavedText(t0, t0 + 5_000)).toBe("Auto-saved just now");
    expect(autoSavedText(t0, t0 + 2 * 60_000 + 10_000)).toBe("Auto-saved 2 min ago");
    expect(autoSavedText(t0, t0 + 3 * 3_600_000)).toBe("Auto-saved 3 h ago");
    expect(autoSavedText(t0, t0 + 24 * 3_600_000)).toBe("Auto-saved 1 day ago");
    expect(autoSavedText(t0, t0 + 72 * 3_600_000)).toBe("Auto-saved 3 days ago");
  });
});
