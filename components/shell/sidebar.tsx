import Link from "next/link";

import { BalanceCard } from "@/components/shell/balance-card";
import { SidebarNav } from "@/components/shell/nav-list";
import { UserBlock } from "@/components/shell/user-block";
import { Button } from "@/components/ui/button";
import { Clapperboard, LogIn, LogOut, Settings } from "@/components/ui/icons";
import { siteConfig } from "@/lib/config";

/** The sidebar: home link, every route, the token balance card and the user block. */
export function SidebarContent() {
  return (
    <div className="flex h-full flex-col bg-sidebar">
      <Link
        href="/"
        className="flex items-center gap-2 px-6 py-5 text-lg font-bold focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <Clapperboard className="size-6 text-primary" aria-hidden />
        {siteConfig.name}
      </Link>
      <SidebarNav />
      <div className="py-3">
        <BalanceCard />
      </div>
      <UserBlock
        settingsLink={
          <Button variant="ghost" size="icon" asChild>
            <Link href="/my-account" aria-label="Account settings">
              <Settings aria-hidden />
            </Link>
          </Button>
        }
        logInIcon={<LogIn aria-hidden />}
        logOutIcon={<LogOut aria-hidden />}
      />
    </div>
  );
}
