#!/usr/bin/env node
// `npm run db:migrate`: applies the checked-in SQL migrations (lib/server/db/migrations) to DATABASE_URL, or to
// the embedded database in PGLITE_DIR (default .data/db). The app applies them on start too; stop the app before
// migrating the embedded folder (one process per folder).
import { mkdirSync } from "node:fs";
import path from "node:path";

const migrationsFolder = path.join(process.cwd(), "lib/server/db/migrations");
const url = process.env.DATABASE_URL?.trim();

if (url) {
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new Pool({ connectionString: url, max: 1 });
  try {
    await migrate(drizzle(pool), { migrationsFolder });
    console.log(`Migrations applied to ${new URL(url).host}${new URL(url).pathname}`);
  } finally {
    await pool.end();
  }
} else {
  const dir = path.resolve(process.env.PGLITE_DIR || ".data/db");
  mkdirSync(dir, { recursive: true });
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const pg = new PGlite(dir);
  try {
    await migrate(drizzle(pg), { migrationsFolder });
    console.log(`Migrations applied to the embedded database in ${dir}`);
  } finally {
    await pg.close();
  }
}
