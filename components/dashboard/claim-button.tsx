"use client";

import * as React from "react";

import { useAuth } from "@/components/shell/auth-provider";
import { useWallet } from "@/components/shell/use-wallet";
import { Button } from "@/components/ui/button";
import { accountApi } from "@/lib/account-client";
import { refusedUntilVerified } from "@/lib/account/claim-refusal";
import type { ClaimKind } from "@/lib/contracts/wallet";
import { toast } from "@/lib/toast";
import { refreshWallet } from "@/lib/wallet/store";

/**
 * A Daily Rewards claim button: 'Claimed' and disabled until the claim resets (daily: a new UTC calendar day;
 * weekly: a new week starting Sunday, UTC). The server credits each period once; the page re-checks every 30 s.
 */
export function ClaimButton({ kind, amount, title }: { kind: ClaimKind; amount: number; title: string }) {
  const { user, login } = useAuth();
  const wallet = useWallet();
  const [busy, setBusy] = React.useState(false);
  const claimed = wallet ? wallet.claims[kind] : null;

  React.useEffect(() => {
    const timer = window.setInterval(() => void refreshWallet(), 30_000);
    return () => window.clearInterval(timer);
  }, []);

  const onClick = async () => {
    if (!user) return;
    setBusy(true);
    const result = await accountApi.claim(kind);
    setBusy(false);
    if (refusedUntilVerified(result)) return;
    if (!result.ok) {
      await refreshWallet();
      toast({ title: result.code === "already_claimed" ? "Already Claimed" : "Error", description: result.message, variant: "destructive" });
      return;
    }
    login(result.user);
    toast({ title: "Reward Claimed", description: `+${amount} MSXT added to your balance.` });
  };

  return (
    <Button
      size="sm"
      variant={claimed ? "secondary" : "default"}
      disabled={claimed !== false || !user || busy}
      aria-label={claimed ? `Claimed, ${title}` : `Claim +${amount} MSXT, ${title}`}
      onClick={() => void onClick()}
    >
      {claimed ? "Claimed" : `Claim +${amount}`}
    </Button>
  );
}
