import { describe, expect, it } from "vitest";

import { clientKey, createRateLimiter } from "@/lib/server/rate-limit";

describe("rate limiter", () => {
  it("allows `limit` calls a window, then answers retry-after", () => {
    const rl = createRateLimiter({ limit: 2, windowMs: 60_000 });
    expect(rl.check("a", 0).allowed).toBe(true);
    expect(rl.check("a", 1).allowed).toBe(true);
    const third = rl.check("a", 1_000);
    expect(third).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 59 });
    expect(rl.check("b", 1_000).allowed).toBe(true);
    expect(rl.check("a", 60_000).allowed).toBe(true);
  });

  it("keys clients by their forwarded address", () => {
    expect(clientKey(new Request("http://x", { headers: { "x-forwarded-for": "1.2.3.4, 5.6.7.8" } }))).toBe("1.2.3.4");
    expect(clientKey(new Request("http://x"))).toBe("local");
  });
});
