import { existsSync } from "node:fs";

/** Debian's Chromium when the machine has it (browsers cannot be downloaded here), Playwright's own otherwise. */
export const chromiumExecutablePath = process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

/** The launch flags every run on these machines uses (tests and benchmarks). */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
