"use client";

import { ArrowLeft, Check } from "lucide-react";
import Link from "next/link";
import * as React from "react";

import type { PaymentConfig } from "@/lib/contracts/orders";
import { CardDetails, cardComplete, emptyCard, untouched, type CardTouched } from "@/components/subscription/card-details";
import { useAuth } from "@/components/shell/auth-provider";
import { PaymentMethodChoice } from "@/components/subscription/payment-method-choice";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { simplePlans, type PaymentMethodId, type PlanId } from "@/lib/catalog/plans";
import { formatCount, formatUsd } from "@/lib/format";
import { fromCents, toCents } from "@/lib/wallet/money";
import { tokenPaymentCheck } from "@/lib/subscription/pricing";
import { accountApi } from "@/lib/account-client";
import { settleOrder } from "@/components/subscription/order-result";
import type { CardFields } from "@/lib/subscription/card";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { sleep } from "@/lib/simulated-delay";

export const UPGRADE_DELAY_MS = 2000;

// How this server takes cards, asked once per page (no secret in it).
let paymentConfig: Promise<PaymentConfig> | null = null;
function loadPaymentConfig(): Promise<PaymentConfig> {
  paymentConfig ??= accountApi
    .paymentConfig()
    .then((res) => {
      if (!res.ok) throw new Error(String(res.status));
      const { ok: _ok, ...config } = res;
      return config;
    })
    .catch(() => {
      paymentConfig = null;
      // Unknown: the card form is shown, and the server decides (it refuses what it cannot take).
      return { mode: "test", testMode: true } satisfies PaymentConfig;
    });
  return paymentConfig;
}

/**
 * 'Choose Your Plan': Free, Pro or Enterprise, paid by card or MSXT; about 2 s, then the plan is set. A card
 * payment asks for the card first (the embedded test-mode processor) or goes to Stripe Checkout's page.
 */
export function PlanChooserDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { user, login } = useAuth();
  const [step, setStep] = React.useState<"plans" | "card">("plans");
  const [config, setConfig] = React.useState<PaymentConfig | null>(null);
  const [card, setCard] = React.useState<CardFields>(emptyCard);
  const [touched, setTouched] = React.useState<CardTouched>(untouched);
  const [signUpMessage, setSignUpMessage] = React.useState<string | null>(null);
  React.useEffect(() => {
    void loadPaymentConfig().then(setConfig);
  }, []);
  const current = user?.subscriptionPlan || "free";
  const [selected, setSelected] = React.useState<PlanId>(current === "pro" ? "enterprise" : "pro");
  const [method, setMethod] = React.useState<PaymentMethodId>("card");
  const [processing, setProcessing] = React.useState(false);

  const plan = simplePlans.find((p) => p.id === selected) ?? simplePlans[1];
  const balance = user?.tokenBalance ?? "0.00";
  const tokenCents = toCents(plan.tokenPrice);
  const byTokens = method === "tokens" && tokenCents > 0;
  const enough = tokenPaymentCheck(balance, tokenCents).ok;
  const shortMessage = `Insufficient MSXT balance: ${plan.name} costs ${fromCents(tokenCents)} MSXT and you have ${fromCents(toCents(balance))} MSXT.`;
  const isCurrent = plan.id === current;
  const byCard = !byTokens && toCents(plan.price) > 0;
  const onCardStep = step === "card";

  const upgrade = async () => {
    setSignUpMessage(null);
    if (byCard && !onCardStep) {
      const payments = config ?? (await loadPaymentConfig());
      // A card payment asks for the card: Secure Checkout's form here, Stripe's page there.
      if (payments.mode === "test") {
        setStep("card");
        return;
      }
    }
    if (onCardStep && !cardComplete(card)) {
      setTouched({ number: true, expiry: true, cvv: true });
      return;
    }
    setProcessing(true);
    try {
      if (byTokens && !tokenPaymentCheck(balance, tokenCents).ok) {
        await sleep(UPGRADE_DELAY_MS);
        toast({ title: "Insufficient Balance", description: shortMessage, variant: "destructive" });
        return;
      }
      // The same order path as the cart: the server prices the plan and takes the payment with the plan change.
      const [result] = await Promise.all([
        accountApi.placeOrder({
          plan: plan.id,
          period: "monthly",
          payment: byTokens ? "tokens" : "card",
          source: "chooser",
          ...(onCardStep && byCard ? { card } : {}),
        }),
        sleep(UPGRADE_DELAY_MS),
      ]);
      const receipt = `You are now on the ${plan.name} plan.`;
      const settled = settleOrder(result, { title: "Plan Updated", receipt, login, onSignUpRequired: setSignUpMessage });
      if (settled === "paid") onOpenChange(false);
    } catch {
      toast({ title: "Error", description: "Failed to process subscription. Please try again.", variant: "destructive" });
    } finally {
      setProcessing(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !processing && onOpenChange(next)}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Choose Your Plan</DialogTitle>
          <DialogDescription>Pick a plan and how to pay. 1 MSXT = $1 USD.</DialogDescription>
        </DialogHeader>
        {onCardStep ? (
          <div className="space-y-4">
            <p className="text-sm">
              Card payment for <span className="font-semibold">{plan.name}</span>: {formatUsd(plan.price)}/month.
            </p>
            <CardDetails
              card={card}
              touched={touched}
              onChange={setCard}
              onTouch={(key) => setTouched((t) => ({ ...t, [key]: true }))}
              testMode={config?.testMode ?? true}
            />
            <Button variant="outline" onClick={() => setStep("plans")} disabled={processing}>
              <ArrowLeft aria-hidden /> Back
            </Button>
          </div>
        ) : (
        <>
        <fieldset>
          <legend className="sr-only">Plan</legend>
          <div className="grid gap-3 sm:grid-cols-3">
            {simplePlans.map((p) => (
              <label
                key={p.id}
                className={cn(
                  "relative flex cursor-pointer flex-col gap-2 rounded-lg border border-border p-4 text-sm transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
                  selected === p.id && "border-primary bg-primary/10",
                )}
              >
                <span className="flex items-center justify-between gap-2">
                  <span className="flex items-center gap-2 font-semibold">
                    <input
                      type="radio"
                      name="chooser-plan"
                      value={p.id}
                      checked={selected === p.id}
                      onChange={() => setSelected(p.id)}
                      aria-label={p.name}
                      aria-describedby={`chooser-plan-${p.id}`}
                      className="accent-[var(--color-primary)]"
                    />
                    {p.name}
                  </span>
                  {p.id === current ? <Badge variant="secondary">Current</Badge> : p.popular ? <Badge>Popular</Badge> : null}
                </span>
                <span className="text-2xl font-bold tabular-nums">
                  {formatUsd(p.price)}
                  <span className="text-xs font-normal text-muted-foreground">/month</span>
                </span>
                <span className="text-xs text-warning">{formatCount(p.tokenPrice)} MSXT</span>
                <span className="text-xs text-muted-foreground" id={`chooser-plan-${p.id}`}>
                  {p.description}
                </span>
                <ul className="space-y-1 text-xs">
                  {p.features.map((f) => (
                    <li key={f} className="flex gap-1.5">
                      <Check className="size-3.5 shrink-0 text-success" aria-hidden />
                      {f}
                    </li>
                  ))}
                </ul>
              </label>
            ))}
          </div>
        </fieldset>
        <PaymentMethodChoice value={method} onChange={setMethod} name="chooser-payment-method" />
        </>
        )}
        {byTokens && !enough ? (
          <p role="alert" className="text-sm text-destructive">
            {shortMessage}
          </p>
        ) : null}
        {signUpMessage ? (
          <p role="alert" className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-destructive">
            <span>{signUpMessage}</span>
            <Link href="/signup" className="font-medium text-primary underline underline-offset-2" onClick={() => onOpenChange(false)}>
              Sign Up
            </Link>
          </p>
        ) : null}
        <Button size="lg" onClick={upgrade} disabled={processing || isCurrent || (byTokens && !enough)}>
          {processing ? "Processing..." : isCurrent ? "Current Plan" : `Upgrade to ${plan.name}`}
        </Button>
      </DialogContent>
    </Dialog>
  );
}
