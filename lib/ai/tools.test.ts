import { describe, expect, it } from "vitest";

import { aiToolText, avatarStyles, DEFAULT_AVATAR_STYLE, fileSlug } from "@/lib/ai/tools";

describe("ai tools constants", () => {
  it("names the four endpoints and the product's messages", () => {
    expect(Object.values(aiToolText).map((t) => t.path)).toEqual([
      "/api/ai/captions",
      "/api/ai/voice-clone",
      "/api/ai/remove-background",
      "/api/ai/avatar",
    ]);
    expect(aiToolText.background.empty).toBe("Please enter an image URL");
    expect(aiToolText.avatar.failure).toBe("Failed to generate avatar");
    expect(avatarStyles).toContain(DEFAULT_AVATAR_STYLE);
  });

  it("makes file names from text", () => {
    expect(fileSlug("  A Cat Astronaut, in SPACE!  ")).toBe("a-cat-astronaut-in-space");
    expect(fileSlug("!!!")).toBe("result");
    expect(fileSlug("x".repeat(80)).length).toBe(40);
  });
});
