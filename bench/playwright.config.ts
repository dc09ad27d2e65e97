import { defineConfig, devices } from "@playwright/test";

import { chromiumArgs, chromiumExecutablePath } from "../e2e/chromium";

// Benchmarks, not tests: `npm run bench:timeline` runs bench/*.bench.ts against the built app (`next start`, built
// first when there is no build) on 127.0.0.1 and prints figures. Never part of `npm test`. Its port: BENCH_PORT, else
// E2E_PORT (so a worktree's benchmark and end-to-end server keep to its own port), else 3314.
const PORT = Number(process.env.BENCH_PORT ?? process.env.E2E_PORT ?? 3314);

export default defineConfig({
  testDir: ".",
  testMatch: /\.bench\.ts$/,
  // The blur types' benchmark needs no app: `npm run bench:blur` (playwright.blur.config.ts).
  testIgnore: /blur-effects\.bench\.ts$/,
  workers: 1,
  retries: 0,
  timeout: 300_000,
  reporter: [["list"]],
  use: { baseURL: `http://127.0.0.1:${PORT}` },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: { executablePath: chromiumExecutablePath, args: chromiumArgs },
      },
    },
  ],
  webServer: {
    command: `(test -f .next/BUILD_ID || npx next build) && npx next start -H 127.0.0.1 -p ${PORT}`,
    cwd: "..",
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: false,
    timeout: 600_000,
    // `next start` runs in production mode, where absolute links need the site's origin.
    env: { ...process.env, APP_URL: `http://127.0.0.1:${PORT}` } as Record<string, string>,
  },
});
