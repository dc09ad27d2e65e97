"use client";

import * as React from "react";

import { useAuth } from "@/components/shell/auth-provider";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import { canClaim, CLAIMS_EVENT, readLastClaim, type ClaimKind } from "@/lib/daily-rewards";

const subscribe = (onChange: () => void) => {
  window.addEventListener("storage", onChange);
  window.addEventListener(CLAIMS_EVENT, onChange);
  // A claim comes back at midnight (and on Sunday) while the page stays open.
  const timer = window.setInterval(onChange, 30_000);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CLAIMS_EVENT, onChange);
    window.clearInterval(timer);
  };
};

/**
 * A Daily Rewards claim button: 'Claimed' and disabled until the claim resets (daily: a new
 * calendar day; weekly: a new week starting Sunday). Claiming loads its logic on demand.
 */
export function ClaimButton({ kind, amount, title }: { kind: ClaimKind; amount: number; title: string }) {
  const { user, updateUser } = useAuth();
  const available = React.useSyncExternalStore(
    subscribe,
    () => canClaim(kind, readLastClaim(window.localStorage, kind), new Date()),
    () => null,
  );
  const claimed = available === false;

  const onClick = async () => {
    if (!user) return;
    const { claimReward } = await import("@/lib/claim-reward");
    const balance = claimReward(window.localStorage, { kind, amount, title, balance: user.tokenBalance, now: new Date() });
    if (balance === null) return;
    updateUser({ tokenBalance: balance });
    window.dispatchEvent(new Event(CLAIMS_EVENT));
    toast({ title: "Reward Claimed", description: `+${amount} MSXT added to your balance.` });
  };

  return (
    <Button
      size="sm"
      variant={claimed ? "secondary" : "default"}
      disabled={!available || !user}
      aria-label={claimed ? `Claimed, ${title}` : `Claim +${amount} MSXT, ${title}`}
      onClick={() => void onClick()}
    >
      {claimed ? "Claimed" : `Claim +${amount}`}
    </Button>
  );
}
