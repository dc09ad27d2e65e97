"use client";

import { Coins } from "lucide-react";
import Link from "next/link";

import { useAuth } from "@/components/shell/auth-provider";
import { Button } from "@/components/ui/button";
import { siteConfig } from "@/lib/config";
import { formatBalance, formatUsd } from "@/lib/format";

export function BalanceCard() {
  const { user } = useAuth();
  const balance = formatBalance(user?.tokenBalance);
  return (
    <section aria-label="Token balance" className="mx-3 rounded-lg border border-border bg-card p-3">
      <div className="flex items-center gap-2 text-xs text-muted-foreground">
        <Coins className="size-3.5 text-warning" aria-hidden />
        {siteConfig.tokenSymbol} Balance
      </div>
      <p className="mt-1 text-xl font-bold tabular-nums" data-testid="sidebar-balance">
        {balance} <span className="text-sm font-medium text-muted-foreground">{siteConfig.tokenSymbol}</span>
      </p>
      <p className="text-xs text-muted-foreground tabular-nums">≈ {formatUsd(balance)} USD</p>
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
    </section>
  );
}
