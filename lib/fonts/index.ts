import localFont from "next/font/local";

/**
 * Geist, from the `geist` package's files (next/font/google cannot fetch at build here). Sans is preloaded: it sets
 * most of the first screen's text. Mono sets only code-like text (wallet addresses, promo codes, error references,
 * the Veo prompt), never a page's first screen (figures use Sans with tabular-nums), so it is not preloaded and is
 * used only if it is ready when that text first paints: its 70 kB would otherwise compete with the page's own CSS
 * and scripts on a slow phone connection.
 */
export const fontSans = localFont({
  src: "../../node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2",
  variable: "--font-geist-sans",
  weight: "100 900",
  // Optional, not swap: the page paints from the server's HTML before the scripts run, sometimes before the font
  // has arrived; a swap then would reflow the text and shift the layout. The preloaded font is used when it is
  // there for the first paint (nearly always), and from the cache on every later page.
  display: "optional",
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
