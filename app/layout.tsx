import type { Metadata, Viewport } from "next";
import type * as React from "react";

import { AppShell } from "@/components/shell/app-shell";
import { Providers } from "@/components/shell/providers";
import { siteConfig } from "@/lib/config";
import { fontMono, fontSans } from "@/lib/fonts";
import { currentUser, currentWallet } from "@/lib/server/auth/current-user";

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
  const [user, wallet] = await Promise.all([currentUser(), currentWallet()]);
  return (
    <html lang="en" className={`dark ${fontSans.variable} ${fontMono.variable}`} suppressHydrationWarning>
      <head>
        {/* The first paint waits until the page's markup has been read to its end (#page-end): on a slow phone the
            browser would otherwise paint a half-read page and then shift it as the rest arrives. */}
        <link rel="expect" href="#page-end" {...{ blocking: "render" }} />
      </head>
      <body className="font-sans">
        <Providers user={user} wallet={wallet}>
          <AppShell>{children}</AppShell>
        </Providers>
        <div id="page-end" hidden />
      </body>
    </html>
  );
}
