"use client";

import * as React from "react";

import { useAuth } from "@/components/shell/auth-provider";
import { shellClasses } from "@/components/shell/shell-classes";
import { siteConfig } from "@/lib/config";
import { formatBalance, formatUsd } from "@/lib/format";

// The wallet dialog loads on the first click, outside every page's first load.
const WalletDialog = React.lazy(() => import("@/components/wallet/wallet-dialog").then((m) => ({ default: m.WalletDialog })));

/** The balance in MSXT and its dollar value, live with the session. */
export function BalanceAmount() {
  const { user, ready } = useAuth();
  const balance = formatBalance(user?.tokenBalance);
  // New elements (not new text in old ones) once the session is read: nothing counts as moving.
  const phase = ready ? "session" : "server";
  return (
    <>
      <p key={`balance-${phase}`} className="mt-1 text-xl font-bold tabular-nums" data-testid="sidebar-balance">
        {balance} <span className="text-sm font-medium text-muted-foreground">{siteConfig.tokenSymbol}</span>
      </p>
      <p key={`usd-${phase}`} className="text-xs text-muted-foreground tabular-nums">
        ≈ {formatUsd(balance)} USD
      </p>
    </>
  );
}

/** The Wallet button (the connected address, shortened) and the wallet dialog it opens. */
export function WalletButton() {
  const { user } = useAuth();
  const [walletOpen, setWalletOpen] = React.useState<boolean | null>(null);
  return (
    <>
      <button type="button" data-slot="button" className={shellClasses.walletButton} onClick={() => setWalletOpen(true)}>
        Wallet
        <span className="ml-auto truncate text-muted-foreground tabular-nums">
          {user?.walletAddress ? `${user.walletAddress.slice(0, 6)}...${user.walletAddress.slice(-4)}` : "Not connected"}
        </span>
      </button>
      {walletOpen === null ? null : (
        <React.Suspense fallback={null}>
          <WalletDialog open={walletOpen} onOpenChange={setWalletOpen} />
        </React.Suspense>
      )}
    </>
  );
}
