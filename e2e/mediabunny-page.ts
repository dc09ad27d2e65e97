/**
 * A page with mediabunny (WebCodecs) loaded, for making and reading test videos in the browser: one per browser
 * context, opened on first use on a plain file of our origin (so `fetch` reaches the app's media), never the page
 * under test, which may have its own copy loaded.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

import type { BrowserContext, Page } from "@playwright/test";

import { hydratingNavigation } from "./fixtures";

/** mediabunny's browser bundle: it defines the global `Mediabunny`. */
const BUNDLE = path.join(__dirname, "..", "node_modules", "mediabunny", "dist", "bundles", "mediabunny.min.cjs");

const pages = new WeakMap<BrowserContext, Promise<Page>>();

export function mediabunnyPage(context: BrowserContext): Promise<Page> {
  let page = pages.get(context);
  if (!page) {
    page = (async () => {
      const opened = hydratingNavigation(await context.newPage());
      await opened.goto("/robots.txt");
      await opened.addScriptTag({ content: readFileSync(BUNDLE, "utf8") });
      return opened;
    })();
    pages.set(context, page);
  }
  return page;
}
