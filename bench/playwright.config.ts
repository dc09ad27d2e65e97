import { existsSync } from "node:fs";

import { defineConfig, devices } from "@playwright/test";

// Benchmarks, not tests: `npm run bench:timeline` runs bench/*.bench.ts against the built app (`next start`, built
// first when there is no build) on 127.0.0.1 and prints figures. Never part of `npm test`.
const PORT = Number(process.env.BENCH_PORT ?? 3314);
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

export default defineConfig({
  testDir: ".",
  testMatch: /\.bench\.ts$/,
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
        launchOptions: {
          executablePath,
          args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
        },
      },
    },
  ],
  webServer: {
    command: `(test -f .next/BUILD_ID || npx next build) && npx next start -H 127.0.0.1 -p ${PORT}`,
    cwd: "..",
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: false,
    timeout: 600_000,
  },
});
