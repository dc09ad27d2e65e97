/**
 * Test databases: every database test runs against the embedded PGlite, and also against a real PostgreSQL
 * server when TEST_DATABASE_URL is set (CI starts one on 127.0.0.1). Each call gets an empty, migrated database.
 */
import { randomUUID } from "node:crypto";

import { afterAll, beforeAll } from "vitest";

import { type Db, type DbHandle, openDb } from "./client";

export interface TestDbFactory {
  name: "pglite" | "postgres";
  open: () => Promise<DbHandle>;
}

async function freshPostgres(adminUrl: string): Promise<DbHandle> {
  const { Client } = await import("pg");
  const name = `msx_test_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDb({ url: url.toString() });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const drop = new Client({ connectionString: adminUrl });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    },
  };
}

export function testDatabases(): TestDbFactory[] {
  const list: TestDbFactory[] = [{ name: "pglite", open: () => openDb({ dir: null }) }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) list.push({ name: "postgres", open: () => freshPostgres(url) });
  return list;
}

/**
 * For a describe block: opens the factory's database before its tests (60 s: PGlite takes seconds to start) and
 * closes it after them. `db` is read when a test runs, once the database is open.
 */
export function suiteDatabase(factory: TestDbFactory): { readonly db: Db } {
  let handle: DbHandle | undefined;
  beforeAll(async () => {
    handle = await factory.open();
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
  });
  return {
    get db() {
      if (!handle) throw new Error(`The ${factory.name} test database is not open yet`);
      return handle.db;
    },
  };
}
