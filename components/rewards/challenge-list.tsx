"use client";

import { CheckCircle2, Clock, Gift } from "lucide-react";

import { useChallengeProgress, useClaimed } from "@/components/rewards/use-claimed";
import { useAuth } from "@/components/shell/auth-provider";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import type { Challenge } from "@/lib/catalog/rewards";
import { accountApi } from "@/lib/account-client";
import { refusedUntilVerified } from "@/lib/account/claim-refusal";
import { challengeState, progressPercent } from "@/lib/wallet/rewards";
import { toast } from "@/lib/toast";
import { refreshWallet } from "@/lib/wallet/store";

/**
 * Challenges with progress bars; 'Claim Reward' once a target is reached, else days left. Progress is what the
 * server counted (the wallet summary), the same count the claim is checked against.
 */
export function ChallengeList({ challenges: catalogue }: { challenges: Challenge[] }) {
  const { user, login } = useAuth();
  const claimed = useClaimed();
  const counted = useChallengeProgress(catalogue);
  const ready = claimed !== null && counted !== null;
  // Until the wallet arrives, no count is shown as progress: 0 of the target, and neither a button nor days left.
  const challenges = counted ?? catalogue.map((c) => ({ ...c, progress: 0 }));

  const claim = async (c: Challenge) => {
    if (!user) return;
    const result = await accountApi.claim("challenge", c.id);
    if (refusedUntilVerified(result)) return;
    if (!result.ok) {
      await refreshWallet();
      const already = result.code === "already_claimed";
      toast({ title: already ? "Already Claimed" : "Error", description: already ? "You have already claimed this reward." : result.message, variant: "destructive" });
      return;
    }
    login(result.user);
    toast({ title: "Reward Claimed!", description: `${c.reward} MSXT has been added to your balance.` });
  };

  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {challenges.map((c) => {
        const state = ready ? challengeState(c, claimed ?? []) : "in-progress";
        return (
          <li key={c.id} aria-labelledby={`challenge-${c.id}`} className="flex flex-col gap-3 rounded-xl border border-border bg-card p-5">
            <div className="flex items-start justify-between gap-3">
              <div>
                <h3 id={`challenge-${c.id}`} className="font-semibold">
                  {c.title}
                </h3>
                <p className="text-sm text-muted-foreground">{c.description}</p>
              </div>
              <Badge variant="outline" className="capitalize">
                {c.type}
              </Badge>
            </div>
            <div className="space-y-1.5">
              <div className="flex justify-between text-sm">
                <span className="text-muted-foreground">Progress</span>
                <span className="tabular-nums">
                  {Math.min(c.progress, c.target)} / {c.target}
                </span>
              </div>
              <Progress value={progressPercent(c)} aria-label={`${c.title} progress`} />
            </div>
            <div className="flex min-h-8 items-center justify-between gap-3">
              <span className="flex items-center gap-1.5 text-sm font-medium text-warning">
                <Gift className="size-4" aria-hidden /> {c.reward} MSXT
              </span>
              {!ready ? (
                <span className="h-8" aria-hidden />
              ) : state === "claimed" ? (
                <span className="flex items-center gap-1.5 text-sm font-medium text-success">
                  <CheckCircle2 className="size-4" aria-hidden /> Claimed
                </span>
              ) : state === "claimable" ? (
                <Button size="sm" onClick={() => void claim(c)} aria-describedby={`challenge-${c.id}`}>
                  Claim Reward
                </Button>
              ) : (
                <span className="flex items-center gap-1.5 text-sm text-muted-foreground">
                  <Clock className="size-4" aria-hidden /> {c.daysLeft} {c.daysLeft === 1 ? "day" : "days"} left
                </span>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** How many challenges are still open (not yet claimed). */
export function ActiveChallengeCount({ challenges }: { challenges: Challenge[] }) {
  const claimed = useClaimed();
  return <>{claimed ? challenges.filter((c) => !claimed.includes(c.id)).length : "—"}</>;
}
