"use client";

import * as React from "react";

import { Button } from "@/components/ui/button";
import { api } from "@/lib/api-request";
import { type WithdrawalDecision, type WithdrawalReview, withdrawalDecisionResponseSchema } from "@/lib/contracts/withdrawals";
import { toast } from "@/lib/toast";

/**
 * The owner's review of withdrawal requests: each pending request with where the account's funds came from (bought
 * MSXT, earned MSXT, which is never paid out, and USD), and Approve / Reject. Nothing is paid out without it.
 */
export function OwnerWithdrawals({ requests }: { requests: WithdrawalReview[] }) {
  const [pending, setPending] = React.useState(requests);
  const [busy, setBusy] = React.useState<string | null>(null);

  const decide = async (request: WithdrawalReview, decision: WithdrawalDecision) => {
    setBusy(request.id);
    const result = await api("POST", `/api/owner/withdrawals/${encodeURIComponent(request.id)}`, { decision }, withdrawalDecisionResponseSchema);
    setBusy(null);
    if (!result.ok) {
      toast({ title: "Withdrawal Not Decided", description: result.message, variant: "destructive" });
      return;
    }
    setPending((list) => list.filter((r) => r.id !== request.id));
    toast({
      title: result.status === "approved" ? "Withdrawal Approved" : "Withdrawal Rejected",
      description: `${request.name}'s request via ${request.method} was ${result.status}.`,
    });
  };

  return (
    <section aria-labelledby="owner-withdrawals-title" className="rounded-xl border border-border p-5">
      <h2 id="owner-withdrawals-title" className="font-semibold">
        Withdrawal requests
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Only bought funds are paid out: earned MSXT (bonuses, rewards, challenges) never is. Approve or reject each request.
      </p>
      {pending.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">No withdrawal requests are waiting.</p>
      ) : (
        <ul className="mt-4 grid gap-3" aria-label="Pending withdrawal requests">
          {pending.map((r) => (
            <li key={r.id} className="flex flex-col gap-3 rounded-lg border border-border p-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0 text-sm">
                <p className="font-medium">
                  {r.name} {r.email ? <span className="text-muted-foreground">{r.email}</span> : null}
                </p>
                <p className="text-muted-foreground">
                  via {r.method} · asked {new Date(r.createdAt).toLocaleString("en-US", { timeZone: "UTC" })} UTC
                </p>
                <p className="tabular-nums" data-testid={`withdrawal-funds-${r.id}`}>
                  Bought {r.funds.boughtMsxt} MSXT · Earned {r.funds.earnedMsxt} MSXT · USD ${r.funds.usd}
                </p>
              </div>
              <div className="flex gap-2">
                <Button size="sm" disabled={busy === r.id} onClick={() => void decide(r, "approve")} aria-label={`Approve ${r.name}'s withdrawal via ${r.method}`}>
                  Approve
                </Button>
                <Button size="sm" variant="outline" disabled={busy === r.id} onClick={() => void decide(r, "reject")} aria-label={`Reject ${r.name}'s withdrawal via ${r.method}`}>
                  Reject
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
