/**
 * The database: node-postgres against any Postgres when DATABASE_URL is set (Neon, Supabase, RDS, a local
 * server), otherwise an embedded Postgres (PGlite, Postgres compiled to WebAssembly) kept in `.data/db`, so a
 * fresh clone needs no server. The same SQL migrations run on both; they are applied when the database is first
 * opened in a process. PGlite is opened lazily, once per process (on globalThis), under a pid lock: two
 * processes on one data folder would corrupt it.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Anything that runs queries: the database or a transaction. */
export type Executor = Db | Tx;

export interface DbHandle {
  db: Db;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
}

export const migrationsFolder = () => path.join(process.cwd(), "lib/server/db/migrations");

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function takeLock(dir: string): () => void {
  const lock = path.join(dir, "msx.pid");
  if (existsSync(lock)) {
    const pid = Number(readFileSync(lock, "utf8"));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(
        `The embedded database in ${dir} is open in another process (pid ${pid}). Stop it, or set DATABASE_URL to a Postgres server.`,
      );
    }
  }
  writeFileSync(lock, String(process.pid));
  return () => rmSync(lock, { force: true });
}

/**
 * The type ids whose text drizzle keeps as it comes (dates, times, intervals and their arrays: drizzle maps them
 * itself). Drizzle hands PGlite these parsers with every query, and PGlite then copies its whole parser table (300
 * types) for that query, about 0.1 ms each time. So the database gets them once, when it opens, and the copy that
 * comes with each query is dropped on the way (`withoutQueryParsers`). `client.test.ts` checks this list against
 * drizzle's.
 */
export const DRIZZLE_TEXT_TYPES = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182] as const;

type Queryable = Pick<PGlite, "query"> & { transaction?: PGlite["transaction"] };

/** The PGlite client (or a transaction of it) with each query's own parsers left out (DRIZZLE_TEXT_TYPES). */
export function withoutQueryParsers<C extends Queryable>(client: C): C {
  return new Proxy(client, {
    get(target, property) {
      if (property === "query") {
        return (query: string, params?: unknown[], options?: Parameters<PGlite["query"]>[2]) => {
          if (!options?.parsers) return target.query(query, params, options);
          const { parsers: _dropped, ...rest } = options;
          return target.query(query, params, rest);
        };
      }
      if (property === "transaction" && target.transaction) {
        const transaction = target.transaction.bind(target);
        return (run: Parameters<PGlite["transaction"]>[0]) => transaction((tx) => run(withoutQueryParsers(tx)));
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

async function migrateDb(handle: DbHandle, client: unknown): Promise<void> {
  if (handle.kind === "pglite") {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    const { drizzle } = await import("drizzle-orm/pglite");
    await migrate(drizzle({ client: client as PGlite }), { migrationsFolder: migrationsFolder() });
  } else {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    await migrate(handle.db as Parameters<typeof migrate>[0], { migrationsFolder: migrationsFolder() });
  }
}

/**
 * Opens a database and applies the migrations. `url` = a postgres:// URL; otherwise PGlite in `dir`
 * (memory when dir is null).
 */
export async function openDb(options: { url?: string | null; dir?: string | null; migrate?: boolean } = {}): Promise<DbHandle> {
  let handle: DbHandle;
  let client: unknown;
  if (options.url) {
    const { Pool } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const pool = new Pool({ connectionString: options.url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
    pool.on("error", (error) => console.error("Postgres pool error", error.message));
    client = pool;
    handle = { db: drizzle(pool, { schema }) as unknown as Db, kind: "postgres", close: () => pool.end() };
  } else {
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    let release = () => {};
    if (options.dir) {
      mkdirSync(options.dir, { recursive: true });
      release = takeLock(options.dir);
    }
    const keepText = Object.fromEntries(DRIZZLE_TEXT_TYPES.map((type) => [type, (value: string) => value]));
    const pg = options.dir ? new PGlite(options.dir, { parsers: keepText }) : new PGlite({ parsers: keepText });
    await pg.waitReady;
    client = withoutQueryParsers(pg);
    handle = {
      db: drizzle({ client: client as PGlite, schema }) as unknown as Db,
      kind: "pglite",
      close: async () => {
        await pg.close();
        release();
      },
    };
  }
  if (options.migrate !== false) await migrateDb(handle, client);
  return handle;
}

const globalForDb = globalThis as unknown as { __msxDb?: Promise<DbHandle> };

/** The app's database, opened on first use (never at module load). */
export function getDbHandle(): Promise<DbHandle> {
  globalForDb.__msxDb ??= openDb({
    url: process.env.DATABASE_URL || null,
    // PGLITE_DIR=memory keeps the embedded database in memory (unit tests).
    dir: process.env.PGLITE_DIR === "memory" ? null : path.resolve(process.env.PGLITE_DIR || path.join(process.cwd(), ".data/db")),
  }).catch((error: unknown) => {
    globalForDb.__msxDb = undefined;
    throw error;
  });
  return globalForDb.__msxDb;
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}
