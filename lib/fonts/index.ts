import localFont from "next/font/local";

/**
 * Geist, from the `geist` package's files (next/font/google cannot fetch at build here). Sans is preloaded: it sets
 * most of the first screen's text. Mono only sets small figures (times, codes), so it is not preloaded, and it is used only when it is ready for the first paint: its 70 kB
 * would otherwise compete with the page's own CSS and scripts on a slow phone connection.
 */
export const fontSans = localFont({
  src: "../../node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2",
  variable: "--font-geist-sans",
  weight: "100 900",
  display: "swap",
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
