import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { defineConfig, devices } from "@playwright/test";

import { chromiumArgs, testBrowserPath } from "./e2e/chromium";
import { devPromoCodes } from "./lib/server/promo-codes-default";
import { OWNER_EMAIL, OWNER_PASSWORD } from "./e2e/owner-credentials";

const PORT = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${PORT}`;
// The end-to-end server runs on the embedded database, the way a new user starts, in a fresh folder per run.
process.env.E2E_PGLITE_DIR ??= path.join(mkdtempSync(path.join(tmpdir(), "msx-e2e-")), "db");
const pgliteDir = process.env.E2E_PGLITE_DIR;
// The secret of the test-only routes (/api/test/*), new for each run; e2e/fixtures.ts sends it. Kept in the
// environment so Playwright's workers, which load this file again, see the same value. To reuse a server you
// started yourself, start it with the same E2E_SECRET.
process.env.E2E_SECRET ??= randomBytes(32).toString("base64url");
// Mail: the server sends it by SMTP to a catcher on 127.0.0.1 (e2e/global-setup.ts), which writes each message to
// E2E_MAIL_DIR for the specs to read (e2e/mail.ts). Its port follows the app's unless E2E_SMTP_PORT says otherwise.
// A server you started yourself and reuse needs SMTP_HOST=127.0.0.1 and SMTP_PORT=<E2E_SMTP_PORT> too.
process.env.E2E_SMTP_PORT ??= String(PORT + 1000);
process.env.E2E_MAIL_DIR ??= mkdtempSync(path.join(tmpdir(), "msx-e2e-mail-"));


export default defineConfig({
  testDir: "./e2e",
  globalSetup: "./e2e/global-setup.ts",
  fullyParallel: true,
  forbidOnly: true,
  // No retries: a test that passes only on a second try is a flake to fix, not a pass.
  retries: 0,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : [["list"]],
  use: {
    baseURL,
    // No traces: recording one for every test (to keep those that fail) cost a sixth of the suite's time. To see a
    // failure step by step, run it again with `--trace retain-on-failure`.
    trace: "off",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: testBrowserPath,
          args: [
            ...chromiumArgs,
            "--use-fake-ui-for-media-stream",
            "--use-fake-device-for-media-stream",
            "--autoplay-policy=no-user-gesture-required",
          ],
        },
      },
    },
  ],
  webServer: {
    // A long keep-alive: the tests' own API client (page.request) keeps its sockets between calls, and a socket the
    // server had closed after Node's default 5 s idle was reused in the same instant (ECONNRESET, once in CI).
    // E2E_PREBUILT=1 (npm test, which has just built): start that build instead of building again.
    command: `${process.env.E2E_PREBUILT ? "" : "npm run build && "}npx next start -H 127.0.0.1 -p ${PORT} --keepAliveTimeout 600000`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 600_000,
    stdout: "pipe",
    // AI_TEST_ALLOWED_HOSTS: the exact test image server e2e/ai-tools.spec.ts starts (see lib/server/ai/safe-fetch.ts).
    // OWNER_*: the test-only owner credentials of e2e/owner-credentials.ts.
    // APP_URL: `next start` runs in production mode, where absolute links need the site's origin.
    // PAYMENTS=test: `next start` is a production start, which takes cards only through Stripe or, said explicitly,
    // the embedded test-mode processor. PROMO_CODES: a production start has no codes without it; the tests use the
    // development list.
    // TRUSTED_PROXY: every browser of the tests connects from 127.0.0.1, and e2e/fixtures.ts gives each browser
    // context its own client address in X-Forwarded-For (127.a.b.c), which the server takes from 127.0.0.1 as it would
    // from a reverse proxy: one test's sign-ups and log-ins do not spend another's per-address rate limits.
    // SMTP_*: mail goes to the loopback catcher of e2e/global-setup.ts (plain SMTP is allowed only to a loopback host).
    // GUEST_*: the per-address guest limits are raised as on a test deployment, for the API clients a spec makes itself
    // (the `request` fixture), which all come from 127.0.0.1 (a guest's own plan limits still hold: a guest put on
    // the free plan gets the free quotas).
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      E2E: "1",
      E2E_SECRET: process.env.E2E_SECRET,
      APP_URL: baseURL,
      AI_TEST_ALLOWED_HOSTS: `127.0.0.1:${process.env.E2E_IMAGE_PORT ?? 3299}`,
      OWNER_EMAIL,
      OWNER_PASSWORD,
      PAYMENTS: "test",
      PROMO_CODES: process.env.PROMO_CODES ?? JSON.stringify(devPromoCodes),
      PGLITE_DIR: pgliteDir,
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: process.env.E2E_SMTP_PORT,
      TRUSTED_PROXY: "127.0.0.1",
      GUEST_LIMIT_PER_HOUR: "100000",
      GUEST_AI_GENERATIONS_PER_MONTH: "100000",
      GUEST_AI_REQUESTS_PER_MINUTE: "100000",
      GUEST_EXPORTS_PER_MONTH: "100000",
      GUEST_STORAGE_MB: "10000000",
      DATABASE_URL: "",
    } as Record<string, string>,
  },
});
