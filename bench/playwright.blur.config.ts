import { defineConfig, devices } from "@playwright/test";

import { chromiumArgs, chromiumExecutablePath } from "../e2e/chromium";

// `npm run bench:blur`: the blur types' drawing cost on Chromium's canvas. It needs no app: the compositor is bundled
// into a blank page (e2e/blur-lab.ts). A benchmark, not a test: never part of `npm test`.
export default defineConfig({
  testDir: ".",
  testMatch: /blur-effects\.bench\.ts$/,
  workers: 1,
  retries: 0,
  timeout: 600_000,
  reporter: [["list"]],
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], launchOptions: { executablePath: chromiumExecutablePath, args: chromiumArgs } },
    },
  ],
});
