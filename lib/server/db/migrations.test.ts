import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";

import { migrationsFolder } from "./client";
import * as schema from "./schema";
import { testDatabases } from "./test-db";

const tables = Object.values(schema as Record<string, unknown>).filter((v): v is PgTable => is(v, PgTable));

type Rows<T> = { rows: T[] };

describe("checked-in migrations", () => {
  it("describe exactly schema.ts (drizzle-kit would generate nothing new)", async () => {
    const { generateDrizzleJson, generateMigration } = await import("drizzle-kit/api");
    const meta = path.join(migrationsFolder(), "meta");
    const latest = readdirSync(meta).filter((f) => f.endsWith("_snapshot.json")).sort().at(-1)!;
    const snapshot = JSON.parse(readFileSync(path.join(meta, latest), "utf8"));
    const current = generateDrizzleJson(schema, snapshot.id);
    expect(await generateMigration(snapshot, current)).toEqual([]);
  });
});

for (const factory of testDatabases()) {
  describe(`migrations on ${factory.name}`, () => {
    it("apply to an empty database and give every table, column and index of schema.ts", async () => {
      const handle = await factory.open();
      try {
        for (const table of tables) {
          const config = getTableConfig(table);
          const columns = (await handle.db.execute(
            sql`select column_name, is_nullable from information_schema.columns where table_schema = 'public' and table_name = ${config.name}`,
          )) as unknown as Rows<{ column_name: string; is_nullable: string }>;
          const found = new Map(columns.rows.map((c) => [c.column_name, c.is_nullable]));
          expect([...found.keys()].sort(), config.name).toEqual(config.columns.map((c) => c.name).sort());
          for (const column of config.columns) expect(found.get(column.name), `${config.name}.${column.name}`).toBe(column.notNull ? "NO" : "YES");
          const indexes = (await handle.db.execute(
            sql`select indexname from pg_indexes where schemaname = 'public' and tablename = ${config.name}`,
          )) as unknown as Rows<{ indexname: string }>;
          const names = indexes.rows.map((r) => r.indexname);
          for (const index of config.indexes) expect(names, config.name).toContain(index.config.name);
        }
      } finally {
        await handle.close();
      }
    }, 120_000);
  });
}
