"use client";

import { ArrowLeft, Lock, ShieldCheck, Tag } from "lucide-react";
import Link from "next/link";
import * as React from "react";

import type { PromoValidateResponse } from "@/lib/contracts/orders";
import { useAuth } from "@/components/shell/auth-provider";
import { PaymentMethodChoice } from "@/components/subscription/payment-method-choice";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { BillingPeriod, PaymentMethodId, Plan } from "@/lib/catalog/plans";
import type { CardFields } from "@/lib/subscription/card";
import { formatUsd } from "@/lib/format";
import { fromCents, toCents } from "@/lib/wallet/money";
import { PROMO_MESSAGES } from "@/lib/subscription/promo";
import { quote, tokenAmountError, tokenPaymentCheck } from "@/lib/subscription/pricing";
import { toast } from "@/lib/toast";
import { accountApi } from "@/lib/account-client";
import { CardDetails, cardComplete, emptyCard, untouched, type CardTouched } from "@/components/subscription/card-details";
import { settleOrder } from "@/components/subscription/order-result";
import { sleep } from "@/lib/simulated-delay";

export const CHECKOUT_DELAY_MS = 3000;

type Step = "cart" | "checkout";

function insufficientMessage(dueTokenCents: number, balance: string) {
  return `Insufficient MSXT balance: this plan costs ${fromCents(dueTokenCents)} MSXT and you have ${fromCents(toCents(balance))} MSXT.`;
}

/** Cart (promo code, payment method), then Secure Checkout, then 'Payment Successful!'. */
export function PurchaseDialog({
  plan,
  period,
  onClose,
  hostedPayment = false,
  testMode = false,
}: {
  plan: Plan;
  period: BillingPeriod;
  onClose: () => void;
  /** A hosted payment page (Stripe Checkout) takes the card: Secure Checkout asks no card fields. */
  hostedPayment?: boolean;
  /** The embedded test-mode processor takes the card: Secure Checkout says so and names the test cards. */
  testMode?: boolean;
}) {
  const { user, login } = useAuth();
  const [step, setStep] = React.useState<Step>("cart");
  const [promoInput, setPromoInput] = React.useState("");
  const [promo, setPromo] = React.useState<PromoValidateResponse | null>(null);
  const [checking, setChecking] = React.useState(false);
  const [method, setMethod] = React.useState<PaymentMethodId>("card");
  const [tokenAmount, setTokenAmount] = React.useState("");
  const [card, setCard] = React.useState<CardFields>(emptyCard);
  const [touched, setTouched] = React.useState<CardTouched>(untouched);
  const [paying, setPaying] = React.useState(false);
  const [signUpMessage, setSignUpMessage] = React.useState<string | null>(null);

  const q = quote(plan, period, promo);
  const balance = user?.tokenBalance ?? "0.00";
  const byTokens = method === "tokens";
  const tokenCheck = tokenPaymentCheck(balance, q.dueTokenCents);
  const amountError = byTokens ? tokenAmountError(tokenAmount, q.dueTokenCents) : null;
  const tokenProblem = byTokens ? (!tokenCheck.ok ? insufficientMessage(q.dueTokenCents, balance) : amountError) : null;
  const needsCard = !byTokens && !(q.dueCents === 0 && q.freeMonths === null) && !(hostedPayment && q.dueCents === 0);
  const cardOk = cardComplete(card);
  const canPay = !paying && !tokenProblem && (!needsCard || hostedPayment || cardOk);
  const perPeriod = period === "yearly" ? "year" : "month";

  const applyPromo = async () => {
    const code = promoInput.trim();
    if (!code) {
      toast({ title: PROMO_MESSAGES.invalidTitle, description: PROMO_MESSAGES.invalidDescription, variant: "destructive" });
      return;
    }
    setChecking(true);
    try {
      const res = await accountApi.validatePromo(code);
      if (res.ok) {
        const { ok: _ok, ...applied } = res;
        setPromo(applied);
        setPromoInput("");
        toast({ title: "Promo Code Applied!", description: applied.description });
      } else if (res.status === 409) {
        const used = res.code === "promo_code_used";
        toast({
          title: used ? PROMO_MESSAGES.usedTitle : PROMO_MESSAGES.spentTitle,
          description: used ? PROMO_MESSAGES.usedDescription : PROMO_MESSAGES.spentDescription,
          variant: "destructive",
        });
      } else if (res.status === 404 || res.status === 400) {
        toast({ title: PROMO_MESSAGES.invalidTitle, description: PROMO_MESSAGES.invalidDescription, variant: "destructive" });
      } else if (res.status === 429) {
        toast({ title: "Too Many Attempts", description: "Please wait a minute before trying another code.", variant: "destructive" });
      } else {
        throw new Error(String(res.status));
      }
    } catch {
      toast({ title: "Error", description: "Could not check the promo code. Please try again.", variant: "destructive" });
    } finally {
      setChecking(false);
    }
  };

  const pay = async () => {
    if (!canPay) return;
    setPaying(true);
    try {
      await sleep(CHECKOUT_DELAY_MS);
      const charged = byTokens && q.dueTokenCents > 0;
      if (charged && !tokenPaymentCheck(balance, q.dueTokenCents).ok) {
        toast({ title: "Insufficient Balance", description: insufficientMessage(q.dueTokenCents, balance), variant: "destructive" });
        return;
      }
      // One order on the server: it prices the plan, spends the promo code's use, and takes the payment (card or
      // MSXT through the ledger) together with the plan change.
      const result = await accountApi.placeOrder({
        plan: plan.id,
        period,
        payment: byTokens ? "tokens" : "card",
        source: "checkout",
        promoCode: promo?.code,
        card: needsCard && !hostedPayment ? card : undefined,
      });
      if (!result.ok && (result.code === "promo_code_spent" || result.code === "promo_code_used" || result.code === "invalid_promo_code")) {
        // The promo code was spent or refused since it was applied: back to the cart without it.
        setPromo(null);
        setStep("cart");
        const [title, description] =
          result.code === "promo_code_spent"
            ? [PROMO_MESSAGES.spentTitle, PROMO_MESSAGES.spentDescription]
            : result.code === "promo_code_used"
              ? [PROMO_MESSAGES.usedTitle, PROMO_MESSAGES.usedDescription]
              : [PROMO_MESSAGES.invalidTitle, PROMO_MESSAGES.invalidDescription];
        toast({ title, description, variant: "destructive" });
        return;
      }
      const receipt = `Welcome to ${plan.name}! Your plan is now active.`;
      const settled = settleOrder(result, { title: "Payment Successful!", receipt, login, onSignUpRequired: setSignUpMessage });
      if (settled === "paid") onClose();
    } catch {
      toast({ title: "Error", description: "Failed to process subscription. Please try again.", variant: "destructive" });
    } finally {
      setPaying(false);
    }
  };

  const totalText = q.freeForever ? "FREE FOREVER" : formatUsd(fromCents(q.dueCents));

  const summary = (
    <dl className="space-y-1.5 rounded-lg border border-border bg-muted/40 p-4 text-sm">
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">
          {plan.name} ({period === "yearly" ? "Yearly" : "Monthly"})
        </dt>
        <dd className="tabular-nums">{formatUsd(fromCents(q.priceCents))}</dd>
      </div>
      {promo ? (
        <div className="flex justify-between gap-4 text-success">
          <dt>Promo {promo.code}</dt>
          <dd className="tabular-nums">-{formatUsd(fromCents(q.discountCents))}</dd>
        </div>
      ) : null}
      <div className="flex items-baseline justify-between gap-4 border-t border-border pt-2 font-semibold">
        <dt>{q.freeMonths ? "Due today" : "Total"}</dt>
        <dd className={q.freeForever ? "text-lg text-success" : "text-lg tabular-nums"} data-testid="order-total">
          {byTokens && !q.freeForever ? `${fromCents(q.dueTokenCents)} MSXT` : totalText}
        </dd>
      </div>
      {q.freeMonths ? (
        <p className="text-xs text-muted-foreground">
          {q.freeMonths} months free, then {formatUsd(fromCents(q.priceCents))}/{perPeriod}.
        </p>
      ) : null}
    </dl>
  );

  return (
    <Dialog open onOpenChange={(open) => !open && !paying && onClose()}>
      <DialogContent className="sm:max-w-lg">
        {step === "cart" ? (
          <>
            <DialogHeader>
              <DialogTitle>Cart</DialogTitle>
              <DialogDescription>
                {plan.name}, billed {period}. Add a promo code and choose how to pay.
              </DialogDescription>
            </DialogHeader>
            {summary}
            <div className="space-y-2">
              <Label htmlFor="promo-code">Promo Code</Label>
              {promo ? (
                <div className="flex items-center justify-between gap-2 rounded-md border border-success/50 bg-success/10 px-3 py-2 text-sm">
                  <span className="flex items-center gap-2">
                    <Tag className="size-4 text-success" aria-hidden />
                    <span>
                      <span className="font-semibold">{promo.code}</span> applied: {promo.description}
                    </span>
                  </span>
                  <Button variant="ghost" size="sm" onClick={() => setPromo(null)}>
                    Remove
                  </Button>
                </div>
              ) : (
                <form
                  className="flex gap-2"
                  onSubmit={(e) => {
                    e.preventDefault();
                    void applyPromo();
                  }}
                >
                  <Input
                    id="promo-code"
                    value={promoInput}
                    onChange={(e) => setPromoInput(e.target.value)}
                    placeholder="Enter promo code"
                    autoComplete="off"
                    maxLength={64}
                  />
                  <Button type="submit" variant="outline" disabled={checking}>
                    {checking ? "Checking..." : "Apply"}
                  </Button>
                </form>
              )}
            </div>
            <PaymentMethodChoice value={method} onChange={setMethod} />
            {byTokens ? (
              <div className="space-y-2">
                <Label htmlFor="token-amount">Token Amount (MSXT)</Label>
                <Input
                  id="token-amount"
                  inputMode="decimal"
                  value={tokenAmount}
                  onChange={(e) => setTokenAmount(e.target.value)}
                  placeholder={fromCents(q.dueTokenCents)}
                  aria-invalid={tokenProblem ? true : undefined}
                  aria-describedby="token-amount-help"
                />
                <p id="token-amount-help" className="text-xs text-muted-foreground">
                  Your balance: {fromCents(toCents(balance))} MSXT. 1 MSXT = $1 USD.
                </p>
                {tokenProblem ? (
                  <p role="alert" className="text-sm text-destructive">
                    {tokenProblem}
                  </p>
                ) : null}
              </div>
            ) : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button onClick={() => setStep("checkout")} disabled={Boolean(tokenProblem)}>
                Proceed to Checkout
              </Button>
            </div>
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle className="flex items-center gap-2">
                <Lock className="size-4 text-success" aria-hidden />
                Secure Checkout
              </DialogTitle>
              <DialogDescription>Payment details for {plan.name}.</DialogDescription>
            </DialogHeader>
            {summary}
            {byTokens ? (
              <div className="space-y-1 rounded-lg border border-border p-4 text-sm">
                <p>
                  Paying <span className="font-semibold">{fromCents(q.dueTokenCents)} MSXT</span> from your balance of{" "}
                  {fromCents(toCents(balance))} MSXT.
                </p>
                {tokenCheck.ok ? (
                  <p className="text-muted-foreground">Balance after payment: {fromCents(toCents(balance) - q.dueTokenCents)} MSXT</p>
                ) : (
                  <p role="alert" className="text-destructive">
                    {insufficientMessage(q.dueTokenCents, balance)}
                  </p>
                )}
              </div>
            ) : needsCard && hostedPayment ? (
              <p className="rounded-lg border border-border p-4 text-sm">You will enter your card on the secure payment page.</p>
            ) : needsCard ? (
              <CardDetails
                card={card}
                touched={touched}
                onChange={setCard}
                onTouch={(key) => setTouched((t) => ({ ...t, [key]: true }))}
                testMode={testMode}
              />
            ) : (
              <p className="rounded-lg border border-success/50 bg-success/10 p-4 text-sm">No payment is needed for this order.</p>
            )}
            {signUpMessage ? (
              <p role="alert" className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-destructive">
                <span>{signUpMessage}</span>
                <Link href="/signup" className="font-medium text-primary underline underline-offset-2">
                  Sign Up
                </Link>
              </p>
            ) : null}
            <p className="flex items-center gap-2 text-xs text-muted-foreground">
              <ShieldCheck className="size-4 text-success" aria-hidden /> Payments are encrypted. 30-day money-back guarantee.
            </p>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
              <Button variant="outline" onClick={() => setStep("cart")} disabled={paying}>
                <ArrowLeft aria-hidden /> Back
              </Button>
              <Button onClick={pay} disabled={!canPay}>
                {paying
                  ? "Processing Payment..."
                  : byTokens
                    ? `Pay ${fromCents(q.dueTokenCents)} MSXT`
                    : needsCard
                      ? `Pay ${formatUsd(fromCents(q.dueCents))}`
                      : "Complete Order"}
              </Button>
            </div>
            {paying ? (
              <Badge variant="secondary" className="justify-self-center" role="status">
                Processing your payment…
              </Badge>
            ) : null}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
