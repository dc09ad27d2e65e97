/**
 * Runs once when the server starts: refuse a deployment that cannot keep uploads or data, that has the test-only
 * routes switched on, or (in production) that has no APP_URL to build its links from; note each request's socket
 * address for rate limits and guest quotas (lib/server/client-address.ts); log how payments, promo codes, mail, client
 * identity and the guest limits are set up; start the sweep of abandoned uploads; create or update the owner account from OWNER_EMAIL and
 * OWNER_PASSWORD (this opens the database and applies its migrations). The request hook also answers a request whose
 * path does not decode (lib/server/request-hook.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getEnv } = await import("@/lib/server/env");
  const { assertStorageConfigured } = await import("@/lib/server/storage/config");
  const { assertDatabaseConfigured } = await import("@/lib/server/db/config");
  const { assertNoTestRoutesInDeployment } = await import("@/lib/server/test-routes");
  const { assertAppUrlConfigured } = await import("@/lib/server/app-url");
  const env = getEnv();
  assertStorageConfigured(env);
  assertDatabaseConfigured(env);
  assertNoTestRoutesInDeployment(env);
  assertAppUrlConfigured({ ...env, NEXT_PHASE: process.env.NEXT_PHASE });
  if (process.env.NEXT_PHASE !== "phase-production-build") {
    // How money comes in: the payment provider (or why card orders are refused) and the promo codes in force.
    const { paymentSetupLog } = await import("@/lib/server/payments");
    const { promoCodesLog } = await import("@/lib/server/promo-codes");
    const { mailSetupLog } = await import("@/lib/server/auth/mailer");
    for (const line of [paymentSetupLog(env), promoCodesLog(), mailSetupLog(process.env)]) console[line.level](line.message);
  }
  const { describeClientAddress, parseTrustedProxies } = await import("@/lib/server/client-address");
  parseTrustedProxies(env.TRUSTED_PROXY);
  const { installRequestHook } = await import("@/lib/server/request-hook");
  await installRequestHook();
  if (env.NODE_ENV === "production" && process.env.NEXT_PHASE !== "phase-production-build") {
    const { describeGuestLimits } = await import("@/lib/entitlements/guest-limits");
    console.info(`MSX Studio: ${describeClientAddress({ trustedProxy: env.TRUSTED_PROXY, vercel: env.VERCEL })}`);
    console.info(`MSX Studio: ${describeGuestLimits()}`);
  }
  if (process.env.NEXT_PHASE !== "phase-production-build") {
    // Abandoned uploads are removed on a timer, not only when someone starts an upload.
    const { startUploadSweep } = await import("@/lib/server/upload-sweep");
    startUploadSweep();
  }
  if (process.env.NEXT_PHASE === "phase-production-build" || !env.OWNER_EMAIL || !env.OWNER_PASSWORD) return;
  const { ensureOwner } = await import("@/lib/server/auth/owner-account");
  // A database that is not reachable yet must not stop the server: the first log-in tries again.
  await ensureOwner().catch((error: unknown) => console.error("Could not set up the owner account:", error instanceof Error ? error.message : error));
}
