/**
 * Runs once when the server starts: refuse a deployment that cannot keep uploads or data; note each request's
 * socket address for rate limits and guest quotas (lib/server/client-address.ts); log, in production, how clients
 * are identified and the guest limits in force; create or update the owner account from OWNER_EMAIL and
 * OWNER_PASSWORD (this opens the database and applies its migrations).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getEnv } = await import("@/lib/server/env");
  const { assertStorageConfigured } = await import("@/lib/server/storage/config");
  const { assertDatabaseConfigured } = await import("@/lib/server/db/config");
  const env = getEnv();
  assertStorageConfigured(env);
  assertDatabaseConfigured(env);
  const { describeClientAddress, installPeerAddressHook, parseTrustedProxies } = await import("@/lib/server/client-address");
  parseTrustedProxies(env.TRUSTED_PROXY);
  await installPeerAddressHook();
  if (env.NODE_ENV === "production" && process.env.NEXT_PHASE !== "phase-production-build") {
    const { describeGuestLimits } = await import("@/lib/server/guest-limits");
    console.info(`MSX Studio: ${describeClientAddress({ trustedProxy: env.TRUSTED_PROXY, vercel: env.VERCEL })}`);
    console.info(`MSX Studio: ${describeGuestLimits()}`);
  }
  if (process.env.NEXT_PHASE === "phase-production-build" || !env.OWNER_EMAIL || !env.OWNER_PASSWORD) return;
  const { ensureOwner } = await import("@/lib/server/auth/owner-account");
  // A database that is not reachable yet must not stop the server: the first log-in tries again.
  await ensureOwner().catch((error: unknown) => console.error("Could not set up the owner account:", error instanceof Error ? error.message : error));
}
