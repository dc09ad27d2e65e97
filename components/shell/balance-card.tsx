"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import * as React from "react";

import { useAuth } from "@/components/shell/auth-provider";
import { Coins } from "@/components/shell/shell-icons";
import { Button } from "@/components/ui/button";
import { siteConfig } from "@/lib/config";
import { formatBalance, formatUsd } from "@/lib/format";

// The wallet dialog loads on the first click, outside every page's first load.
const WalletDialog = dynamic(() => import("@/components/wallet/wallet-dialog").then((m) => m.WalletDialog), { ssr: false });

export function BalanceCard() {
  const { user, ready } = useAuth();
  const balance = formatBalance(user?.tokenBalance);
  // New elements (not new text in old ones) once the session is read: nothing counts as moving.
  const phase = ready ? "session" : "server";
  const [walletOpen, setWalletOpen] = React.useState<boolean | null>(null);
  return (
    <section aria-label="Token balance" className="mx-3 rounded-lg border border-border bg-card p-3">
      <div className="flex items-center gap-2 text-xs text-muted-foreground">
        <Coins className="size-3.5 text-warning" aria-hidden />
        {siteConfig.tokenSymbol} Balance
      </div>
      <p key={`balance-${phase}`} className="mt-1 text-xl font-bold tabular-nums" data-testid="sidebar-balance">
        {balance} <span className="text-sm font-medium text-muted-foreground">{siteConfig.tokenSymbol}</span>
      </p>
      <p key={`usd-${phase}`} className="text-xs text-muted-foreground tabular-nums">≈ {formatUsd(balance)} USD</p>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <Button size="sm" asChild>
          <a href={siteConfig.tokenPurchaseUrl} target="_blank" rel="noopener noreferrer">
            Buy
          </a>
        </Button>
        <Button size="sm" variant="outline" asChild>
          <Link href="/token-converter">
            Withdraw
          </Link>
        </Button>
      </div>
      <Button size="sm" variant="secondary" className="mt-2 w-full justify-start" onClick={() => setWalletOpen(true)}>
        Wallet
        <span className="ml-auto truncate text-muted-foreground tabular-nums">
          {user?.walletAddress ? `${user.walletAddress.slice(0, 6)}...${user.walletAddress.slice(-4)}` : "Not connected"}
        </span>
      </Button>
      {walletOpen === null ? null : <WalletDialog open={walletOpen} onOpenChange={setWalletOpen} />}
    </section>
  );
}
