/**
 * Vercel's disk is temporary and every instance would get its own embedded database: a deployment there must
 * set DATABASE_URL. Checked when the server starts (instrumentation.ts).
 */
export function assertDatabaseConfigured(env: { VERCEL?: string; DATABASE_URL?: string }): void {
  if (env.VERCEL && !env.DATABASE_URL) {
    throw new Error(
      "DATABASE_URL is not set. On Vercel the embedded database (PGlite) would live on a temporary disk, one per instance, " +
        "and lose every account and balance. Set DATABASE_URL to a Postgres database (Neon, Supabase, RDS, ...).",
    );
  }
}
