import Link from "next/link";
import type * as React from "react";

import { MobileNav } from "@/components/shell/mobile-nav";
import { SidebarContent } from "@/components/shell/sidebar";
import { Clapperboard, Menu } from "@/components/ui/icons";
import { siteConfig } from "@/lib/config";

export function AppShell({ children }: { children: React.ReactNode }) {
  // One element for both places (the desktop column and the phone drawer): React writes a repeated element into the
  // page's RSC payload once and refers to it the second time, so the sidebar is not described twice.
  const sidebar = <SidebarContent />;
  return (
    <div className="flex min-h-dvh">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <aside aria-label="Sidebar" className="sticky top-0 hidden h-dvh w-64 shrink-0 border-r border-border lg:block">
        {sidebar}
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-40 flex h-14 items-center gap-2 border-b border-border bg-background/95 px-3 backdrop-blur lg:hidden">
          <MobileNav menuIcon={<Menu aria-hidden />}>{sidebar}</MobileNav>
          <Link href="/" className="flex items-center gap-2 font-semibold">
            <Clapperboard className="size-5 text-primary" aria-hidden />
            {siteConfig.name}
          </Link>
        </header>
        <main id="main" className="min-w-0 flex-1">
          {children}
        </main>
      </div>
    </div>
  );
}
