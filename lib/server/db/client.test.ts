import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { PglitePreparedQuery } from "drizzle-orm/pglite/session";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { DRIZZLE_TEXT_TYPES, openDb } from "./client";
import { accounts } from "./schema";

describe("the embedded database's client", () => {
  it("keeps as text exactly the types drizzle asks PGlite to keep as text", () => {
    const query = new PglitePreparedQuery({} as never, "select 1", [], undefined as never, undefined as never, undefined, undefined, undefined, undefined, false);
    // Drizzle's own per-query settings (private fields, read here to notice when a drizzle update changes them).
    const configs = query as unknown as Record<"queryConfig" | "rawQueryConfig", { parsers: Record<number, unknown> }>;
    const drizzles = (config: { parsers: Record<number, unknown> }) => Object.keys(config.parsers).map(Number).sort();
    expect(drizzles(configs.queryConfig)).toEqual([...DRIZZLE_TEXT_TYPES].sort());
    expect(drizzles(configs.rawQueryConfig)).toEqual([...DRIZZLE_TEXT_TYPES].sort());
  });

  describe("on PGlite", () => {
    const handle = openDb({ dir: null });
    // Starting PGlite and applying the migrations takes seconds: not the test's own time.
    beforeAll(async () => void (await handle), 60_000);
    afterAll(async () => (await handle).close());

    it("sends no per-query parsers and reads dates, intervals and JSON as before", async () => {
      const { db } = await handle;
      const spy = vi.spyOn(PGlite.prototype, "query");
      const created = new Date("2026-01-02T03:04:05.678Z");
      await db.insert(accounts).values({ id: "acc_client_test", role: "guest", plan: "pro", preferences: { a: true }, createdAt: created });
      const [row] = await db.select().from(accounts).where(sql`${accounts.id} = 'acc_client_test'`);
      expect(row.createdAt).toBeInstanceOf(Date);
      expect(row.createdAt.toISOString()).toBe(created.toISOString());
      expect(row.preferences).toEqual({ a: true });
      const raw = (await db.execute(sql`select interval '90 minutes' as span, date '2026-03-04' as day, ${created.toISOString()}::timestamptz as at`)) as unknown as {
        rows: Record<string, unknown>[];
      };
      expect(raw.rows[0]).toMatchObject({ span: "01:30:00", day: "2026-03-04" });
      expect(typeof raw.rows[0].at).toBe("string");
      const inTransaction = await db.transaction(async (tx) => (await tx.select({ at: accounts.createdAt }).from(accounts).where(sql`${accounts.id} = 'acc_client_test'`))[0]);
      expect(inTransaction.at.toISOString()).toBe(created.toISOString());
      expect(spy.mock.calls.length).toBeGreaterThan(0);
      for (const call of spy.mock.calls) expect(call[2]?.parsers).toBeUndefined();
      spy.mockRestore();
    });
  });
});
