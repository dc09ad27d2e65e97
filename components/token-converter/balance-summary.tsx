"use client";

import { Coins } from "lucide-react";

import { useAuth } from "@/components/shell/auth-provider";
import { Card, CardContent } from "@/components/ui/card";
import { siteConfig } from "@/lib/config";
import { formatTokens, formatUsd } from "@/lib/format";
import { converterBalance } from "@/lib/wallet/token-converter";

/** The balance in MSXT and its USD equivalent (5.00 MSXT when the user has none). */
export function BalanceSummary() {
  const { user } = useAuth();
  const balance = converterBalance(user?.tokenBalance);
  return (
    <Card className="border-primary/40 bg-gradient-to-br from-primary/15 to-card">
      <CardContent className="flex flex-wrap items-center gap-4">
        <span className="flex size-12 items-center justify-center rounded-full bg-primary/20 text-primary">
          <Coins className="size-6" aria-hidden />
        </span>
        <div>
          <p className="text-sm text-muted-foreground">Your Balance</p>
          <p className="text-3xl font-bold tabular-nums" data-testid="converter-balance">
            {formatTokens(balance)} {siteConfig.tokenSymbol}
          </p>
          <p className="text-sm text-muted-foreground tabular-nums" data-testid="converter-balance-usd">
            ≈ {formatUsd(balance)} USD
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
