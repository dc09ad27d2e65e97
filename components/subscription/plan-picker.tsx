"use client";

import { Check, Coins, Sparkles, X } from "lucide-react";
import { lazyComponent } from "@/components/ui/lazy-component";
import * as React from "react";

import { useAuth } from "@/components/shell/auth-provider";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { BillingPeriod, Plan } from "@/lib/catalog/plans";
import { formatCount, formatUsd } from "@/lib/format";
import { planButtonLabel, planPrice, planTokens, YEARLY_SAVING_LABEL } from "@/lib/subscription/pricing";
import { cn } from "@/lib/utils";

// Cart and checkout load when a plan is picked.
const PurchaseDialog = lazyComponent(() => import("@/components/subscription/purchase-dialog").then((m) => m.PurchaseDialog), {
  ssr: false,
});

/** The Monthly/Yearly toggle and the four plan cards; picking one opens the cart. */
/** `hostedPayment`: a hosted payment page (Stripe Checkout) takes cards, so Secure Checkout asks none. */
/** `testMode`: the embedded test-mode processor takes cards (Secure Checkout names the test cards). */
export function PlanPicker({ plans, hostedPayment = false, testMode = false }: { plans: Plan[]; hostedPayment?: boolean; testMode?: boolean }) {
  const { user, ready } = useAuth();
  const [period, setPeriod] = React.useState<BillingPeriod>("monthly");
  const [picked, setPicked] = React.useState<Plan | null>(null);
  const current = user?.subscriptionPlan || "free";

  return (
    <section aria-labelledby="plans-heading" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="plans-heading" className="text-xl font-semibold">
          Choose your plan
        </h2>
        <div role="group" aria-label="Billing period" className="inline-flex items-center gap-1 rounded-lg bg-muted p-1">
          {(["monthly", "yearly"] as const).map((p) => (
            <button
              key={p}
              type="button"
              aria-pressed={period === p}
              onClick={() => setPeriod(p)}
              className={cn(
                "inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                period === p && "bg-background text-foreground shadow-sm",
              )}
            >
              {p === "monthly" ? "Monthly" : "Yearly"}
              {p === "yearly" ? <Badge variant="success">{YEARLY_SAVING_LABEL}</Badge> : null}
            </button>
          ))}
        </div>
      </div>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        {plans.map((plan) => {
          const price = planPrice(plan, period);
          const label = planButtonLabel(plan.id, price, current);
          return (
            <article
              key={plan.id}
              aria-labelledby={`plan-${plan.id}`}
              data-testid={`plan-card-${plan.id}`}
              className={cn(
                "relative flex flex-col gap-4 rounded-xl border border-border bg-card p-5",
                plan.popular && "border-primary shadow-[0_0_0_1px_var(--color-primary)]",
              )}
            >
              {plan.popular ? (
                <Badge className="absolute -top-2.5 left-1/2 -translate-x-1/2">
                  <Sparkles aria-hidden /> Most Popular
                </Badge>
              ) : null}
              <div>
                <h3 id={`plan-${plan.id}`} className="text-lg font-semibold">
                  {plan.name}
                </h3>
                <p className="mt-1 text-sm text-muted-foreground">{plan.description}</p>
              </div>
              <div>
                <p className="text-3xl font-bold tabular-nums" data-testid="plan-price">
                  {formatUsd(price)}
                  <span className="text-sm font-normal text-muted-foreground">/{period === "yearly" ? "year" : "month"}</span>
                </p>
                <p className="mt-1 flex items-center gap-1.5 text-sm text-warning" data-testid="plan-tokens">
                  <Coins className="size-4" aria-hidden />
                  or {formatCount(planTokens(plan, period))} MSXT
                </p>
              </div>
              <ul className="flex-1 space-y-2 text-sm" aria-label={`${plan.name} features`}>
                {plan.features.map((f) => (
                  <li key={f} className="flex gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
                    {f}
                  </li>
                ))}
                {plan.limitations.map((f) => (
                  <li key={f} className="flex gap-2 text-muted-foreground">
                    <X className="mt-0.5 size-4 shrink-0" aria-hidden />
                    <span>
                      <span className="sr-only">Limitation: </span>
                      {f}
                    </span>
                  </li>
                ))}
              </ul>
              <Button
                className="w-full"
                variant={label === "Current Plan" ? "secondary" : plan.popular ? "default" : "outline"}
                disabled={!ready || label === "Current Plan"}
                onClick={() => setPicked(plan)}
              >
                {ready ? label : "Loading…"}
              </Button>
            </article>
          );
        })}
      </div>
      {picked ? (
        <PurchaseDialog
          key={`${picked.id}-${period}`}
          plan={picked}
          period={period}
          hostedPayment={hostedPayment}
          testMode={testMode}
          onClose={() => setPicked(null)}
        />
      ) : null}
    </section>
  );
}
