import localFont from "next/font/local";

/**
 * Geist, from the `geist` package's files (next/font/google cannot fetch at build here).
 *
 * Sans is not fetched before a first visit's first paint: its 70 kB would double the bytes a phone on a slow
 * connection waits for before the page shows (it arrived with the page's own CSS and scripts and held them back).
 * A first visit paints in the fallback, sized to Geist's metrics; once that page is idle the font is fetched in the
 * background (components/shell/providers.tsx), and the cookie below tells the server to use it from the next page
 * load on, from the browser's cache. Mono sets only code-like text (wallet addresses, promo codes, error references, the Veo prompt),
 * never a page's first screen, and is used only if it is ready when that text first paints.
 */
export const fontSans = localFont({
  src: "../../node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2",
  variable: "--font-geist-sans",
  weight: "100 900",
  // Optional, not swap: a font that is late for the first paint never swaps in mid-visit (no layout shift).
  display: "optional",
  preload: false,
});

export const fontMono = localFont({
  src: "../../node_modules/geist/dist/fonts/geist-mono/GeistMono-Variable.woff2",
  variable: "--font-geist-mono",
  weight: "100 900",
  // Optional: a late mono font never swaps in mid-visit (no layout shift); it is cached for the next page.
  display: "optional",
  preload: false,
  adjustFontFallback: false,
  fallback: ["ui-monospace", "monospace"],
});

/** Set in the browser once Geist Sans is in its cache (components/shell/providers.tsx); the root layout then uses it. */
export const FONT_CACHED_COOKIE = "msx_font";

/** The family names next/font generated: Geist's own, and its fallback with Geist's metrics. */
const [sansFamily, sansFallbackFamily] = fontSans.style.fontFamily.split(",").map((f) => f.trim());
export { sansFallbackFamily, sansFamily };
