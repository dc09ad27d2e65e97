import { existsSync } from "node:fs";

/** Debian's Chromium when the machine has it (browsers cannot be downloaded here), Playwright's own otherwise. */
export const chromiumExecutablePath = process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

/**
 * The browser the end-to-end tests drive: Debian's Chromium headless shell when the machine has it (package
 * `chromium-headless-shell`: the same Chromium without a browser window, what Playwright itself runs headless by
 * default; the suite takes a fifth less time in it than in the full browser), else the browser above. Benchmarks
 * keep the full browser.
 */
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
export const testBrowserPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumExecutablePath);

/** The launch flags every run on these machines uses (tests and benchmarks). */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
