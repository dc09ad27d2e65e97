import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { defineConfig, devices } from "@playwright/test";

import { chromiumArgs, chromiumExecutablePath } from "./e2e/chromium";
import { OWNER_EMAIL, OWNER_PASSWORD } from "./e2e/owner-credentials";

const PORT = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${PORT}`;
// The end-to-end server runs on the embedded database, the way a new user starts, in a fresh folder per run.
process.env.E2E_PGLITE_DIR ??= path.join(mkdtempSync(path.join(tmpdir(), "msx-e2e-")), "db");
const pgliteDir = process.env.E2E_PGLITE_DIR;


export default defineConfig({
  testDir: "./e2e",
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
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: chromiumExecutablePath,
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
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      E2E: "1",
      AI_TEST_ALLOWED_HOSTS: `127.0.0.1:${process.env.E2E_IMAGE_PORT ?? 3299}`,
      OWNER_EMAIL,
      OWNER_PASSWORD,
      PGLITE_DIR: pgliteDir,
      DATABASE_URL: "",
    } as Record<string, string>,
  },
});
