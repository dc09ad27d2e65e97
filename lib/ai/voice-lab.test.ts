import { describe, expect, it } from "vitest";

import { audioFileProblem, base64ToBytes, isVoiceCloneResponse, microphoneProblem, ttsBadge } from "@/lib/ai/voice-lab";

describe("voice lab rules", () => {
  it("switches the badge above 500 characters", () => {
    expect(ttsBadge("")).toBe("Free");
    expect(ttsBadge("a".repeat(500))).toBe("Free");
    expect(ttsBadge("a".repeat(501))).toBe("Premium Required");
  });

  it("checks audio type and size", () => {
    const mb = 1024 * 1024;
    expect(audioFileProblem({ name: "a.wav", type: "audio/wav", size: 50 * mb }, 50)).toBeNull();
    expect(audioFileProblem({ name: "a.M4A", type: "", size: 1 }, 50)).toBeNull();
    expect(audioFileProblem({ name: "a.wav", type: "audio/wav", size: 50 * mb + 1 }, 50)).toBe("a.wav is larger than 50MB.");
    expect(audioFileProblem({ name: "a.mp3", type: "audio/mpeg", size: 60 * mb }, 100)).toBeNull();
    expect(audioFileProblem({ name: "notes.txt", type: "text/plain", size: 1 }, 50)).toBe("notes.txt is not an MP3, WAV or M4A file.");
  });

  it("explains microphone failures", () => {
    expect(microphoneProblem(new DOMException("no", "NotAllowedError"))).toMatch(/denied/);
    expect(microphoneProblem(new DOMException("no", "NotFoundError"))).toMatch(/No microphone was found/);
    expect(microphoneProblem(new Error("x"))).toBe("Recording is not available in this browser.");
  });

  it("validates the voice endpoint's answer and decodes base64", () => {
    const ok = { provider: "demo", cloned: false, voice: "warm", mimeType: "audio/wav", audioBase64: "UklGRg==", durationSeconds: 1 };
    expect(isVoiceCloneResponse(ok)).toBe(true);
    expect(isVoiceCloneResponse({ ...ok, audioBase64: "" })).toBe(false);
    expect(isVoiceCloneResponse(null)).toBe(false);
    expect(Array.from(base64ToBytes("UklGRg=="))).toEqual([82, 73, 70, 70]);
  });
});
