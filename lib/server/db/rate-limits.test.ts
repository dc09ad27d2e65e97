import { describe, expect, it } from "vitest";

import { hitRateLimit } from "./queries/rate-limits";
import { suiteDatabase, testDatabases } from "./test-db";

for (const factory of testDatabases()) {
  describe(`rate limits on ${factory.name}`, () => {
    const handle = suiteDatabase(factory);
    const db = () => handle.db;

    it("a window opens at the first hit: a burst across a clock minute is still one window", async () => {
      const first = new Date("2026-11-24T10:00:59.000Z");
      const results = [];
      for (let i = 0; i < 4; i += 1) results.push(await hitRateLimit(db(), "login-email:a@example.com", 3, 60_000, new Date(first.getTime() + i * 500)));
      expect(results.map((r) => r.ok)).toEqual([true, true, true, false]);
      expect(results[3].retryAfterSeconds).toBe(59);
      // When the window has passed, a new one opens.
      const later = await hitRateLimit(db(), "login-email:a@example.com", 3, 60_000, new Date(first.getTime() + 60_001));
      expect(later).toEqual({ ok: true, remaining: 2, retryAfterSeconds: 60 });
    });

    it("20 parallel hits with a limit of 5 let exactly 5 through", async () => {
      const now = new Date("2026-11-24T11:00:00.000Z");
      const results = await Promise.all(Array.from({ length: 20 }, () => hitRateLimit(db(), "promo:1.2.3.4", 5, 60_000, now)));
      expect(results.filter((r) => r.ok)).toHaveLength(5);
    });
  });
}
