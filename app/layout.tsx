import type { Metadata, Viewport } from "next";
import { cookies, headers } from "next/headers";
import type * as React from "react";

import { AppShell } from "@/components/shell/app-shell";
import { FIRST_SCREEN_END_ID } from "@/components/shell/first-screen-end";
import { Providers } from "@/components/shell/providers";
import { Welcome } from "@/components/shell/welcome";
import { siteConfig } from "@/lib/config";
import { EARLY_INPUT_SCRIPT } from "@/lib/shell/early-input";
import { FONT_CACHED_COOKIE, fontMono, fontSans, sansFallbackFamily, sansFamily } from "@/lib/fonts";
import { currentUser, currentWallet } from "@/lib/server/auth/current-user";
import { PAGE_END_ID, WELCOME_DIALOG_ID, WELCOME_SEEN_COOKIE, welcomeSeen } from "@/lib/shell/welcome";

import "./globals.css";

export const metadata: Metadata = {
  title: { default: `${siteConfig.name}: ${siteConfig.tagline}`, template: `%s · ${siteConfig.name}` },
  description: siteConfig.description,
};

export const viewport: Viewport = {
  themeColor: "#17161f",
  colorScheme: "dark",
};

export default async function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  // The session is read on the server: user-dependent content renders with the page, not after hydration.
  const [user, wallet, cookieStore, headerStore] = await Promise.all([currentUser(), currentWallet(), cookies(), headers()]);
  // The page's script nonce, minted by proxy.ts: the Content-Security-Policy runs no inline script without it.
  const nonce = headerStore.get("x-nonce") ?? undefined;
  // Geist Sans only once the browser has it cached (lib/fonts); until then the fallback with its metrics.
  const fontCached = cookieStore.get(FONT_CACHED_COOKIE)?.value === "1";
  // A first visit gets the welcome dialog in its HTML, open, before any script runs (lib/shell/welcome).
  const welcome = !welcomeSeen(cookieStore.get(WELCOME_SEEN_COOKIE)?.value);
  return (
    <html
      lang="en"
      className={`dark ${fontMono.variable}${fontCached ? ` ${fontSans.variable}` : ""}`}
      style={fontCached ? undefined : ({ "--font-geist-sans": sansFallbackFamily } as React.CSSProperties)}
      suppressHydrationWarning
    >
      <head>
        {/* The first paint waits until the page's first screen has been read (its FirstScreenEnd, or the whole page
            when it has none): on a slow phone the browser would otherwise paint a half-read screen and then shift it
            as the rest arrives. On a first visit, only until the welcome dialog has been read: it comes first and
            covers the screen, so the first paint shows it at once, and the page behind it is drawn as it is read. */}
        <link
          rel="expect"
          href={`#${welcome ? WELCOME_DIALOG_ID : FIRST_SCREEN_END_ID}`}
          {...{ blocking: "render" }}
        />
      </head>
      <body className="font-sans">
        <Providers
          user={user}
          wallet={wallet}
          warmFont={fontCached ? undefined : { family: sansFamily, cookie: FONT_CACHED_COOKIE }}
        >
          {welcome ? <Welcome nonce={nonce} /> : null}
          <AppShell>{children}</AppShell>
        </Providers>
        {/* Holds a click or submit made before hydration, and replays it after (lib/shell/early-input). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_INPUT_SCRIPT }} />
        {/* The page has been read: behind a first visit's welcome dialog it is shown from here on (app/globals.css). */}
        <div id={PAGE_END_ID} hidden />
      </body>
    </html>
  );
}
