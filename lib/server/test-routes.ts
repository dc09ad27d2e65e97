/**
 * The test-only routes (/api/test/*) let the end-to-end harness set up an account (plan, balances, orders). They
 * answer only a request that carries the secret the harness gave the server (E2E_SECRET, sent as the
 * `x-e2e-secret` header) on a server started with E2E=1; anything else gets the same 404 as an unknown route.
 * A deployment on Vercel with either variable refuses to start (instrumentation.ts).
 */
import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";

import { ApiError } from "@/lib/server/api";

export const TEST_SECRET_HEADER = "x-e2e-secret";
/** Shorter secrets are refused: the harness makes 32 random bytes per run. */
const MIN_SECRET_LENGTH = 24;

type TestEnv = { VERCEL?: string; E2E?: string; E2E_SECRET?: string };

/** Checked at start: the test-only switches never reach a Vercel deployment. */
export function assertNoTestRoutesInDeployment(env: TestEnv): void {
  if (env.VERCEL && (env.E2E || env.E2E_SECRET)) {
    throw new Error(
      "E2E or E2E_SECRET is set on a Vercel deployment. They open the test-only routes (/api/test/*) that set balances " +
        "and plans; remove them from the deployment's environment.",
    );
  }
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Throws the 404 of an unknown route unless `req` carries the harness's secret on a test server. */
export function requireTestSecret(req: Request, env: TestEnv = process.env as TestEnv): void {
  const secret = env.E2E_SECRET?.trim() ?? "";
  const sent = req.headers.get(TEST_SECRET_HEADER) ?? "";
  const allowed =
    env.E2E === "1" &&
    !env.VERCEL &&
    secret.length >= MIN_SECRET_LENGTH &&
    // Compared as digests: equal lengths for timingSafeEqual, and no timing hint about the secret.
    timingSafeEqual(digest(sent), digest(secret));
  if (!allowed) throw new ApiError(404, "Not found");
}
