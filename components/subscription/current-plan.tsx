"use client";

import * as React from "react";

import { useAuth } from "@/components/shell/auth-provider";
import { accountApi } from "@/lib/account-client";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import { planLabel } from "@/lib/account/user";
import { sleep } from "@/lib/simulated-delay";

export const CANCEL_DELAY_MS = 1500;

/** A plan's name from the catalog's (`names`, by plan id), or made from its id. */
function planName(names: Record<string, string>, id: string | null | undefined): string {
  return (id ? names[id] : undefined) ?? `Creator ${planLabel(id)}`;
}

function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });
}

/**
 * The current plan badge (the plans' names come from the server's catalog) and, on a paid plan, 'Cancel
 * Subscription' (1.5 s). A cancelled plan stays until the end of its billing period (shown instead of the button),
 * then the server makes it free.
 */
export function CurrentPlan({ names }: { names: Record<string, string> }) {
  const { user, ready, login } = useAuth();
  const [cancelling, setCancelling] = React.useState(false);
  const plan = user?.subscriptionPlan || "free";

  const cancel = async () => {
    setCancelling(true);
    try {
      const [result] = await Promise.all([accountApi.cancelPlan(), sleep(CANCEL_DELAY_MS)]);
      if (!result.ok) throw new Error(result.message);
      login(result.user);
      toast({
        title: "Subscription Cancelled",
        description: "Your subscription has been cancelled. You keep access to your plan until the end of the billing period.",
      });
    } catch {
      toast({ title: "Error", description: "Failed to cancel subscription. Please try again.", variant: "destructive" });
    } finally {
      setCancelling(false);
    }
  };

  return (
    <section aria-label="Current plan" className="flex min-h-9 flex-wrap items-center gap-3 sm:w-[22rem]">
      <span className="text-sm text-muted-foreground">Current plan:</span>
      {ready && user ? (
        <Badge className="px-3 py-1 text-sm" data-testid="current-plan-badge">
          {planName(names, plan)}
        </Badge>
      ) : (
        <Badge variant="secondary" className="px-3 py-1 text-sm">
          Loading…
        </Badge>
      )}
      {ready && user && plan !== "free" && user.planCancelAtPeriodEnd && user.planPeriodEnd ? (
        <span className="text-sm text-muted-foreground" data-testid="plan-ends">
          Cancelled: access until {formatDay(user.planPeriodEnd)}
        </span>
      ) : ready && user && plan !== "free" ? (
        <Button variant="outline" size="sm" onClick={cancel} disabled={cancelling}>
          {cancelling ? "Cancelling..." : "Cancel Subscription"}
        </Button>
      ) : null}
    </section>
  );
}
