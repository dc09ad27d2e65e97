"use client";

import { Coins, CreditCard, Loader2, ReceiptText } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import * as React from "react";

import { TopupReceipts } from "@/components/buy-msxt/topup-receipts";
import { useAuth } from "@/components/shell/auth-provider";
import { CardDetails, cardComplete, emptyCard, untouched, type CardTouched } from "@/components/subscription/card-details";
import { TEST_MODE_RECEIPT } from "@/components/subscription/order-result";
import { Button } from "@/components/ui/button";
import { SectionCard } from "@/components/shell/section-card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { accountApi } from "@/lib/account-client";
import type { PaymentConfig } from "@/lib/contracts/orders";
import type { TopupJson } from "@/lib/contracts/topups";
import type { CardFields } from "@/lib/subscription/card";
import { SIGN_UP_REQUIRED, signUpToast, toast } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { checkTopupAmount, TOPUP_MAX_MSXT, TOPUP_MIN_MSXT, TOPUP_PRESETS } from "@/lib/wallet/topup";

const newRequestId = () => crypto.randomUUID();

/**
 * Buy MSXT by card: an amount (a preset or typed, 5 to 1,000 MSXT), the card (the embedded test-mode processor) or
 * Stripe's page, and the receipts. The server prices and credits the purchase; a retried request carries the same
 * request id, so a double click or a lost answer never pays twice.
 */
export function BuyMsxtScreen({
  payments,
  initialTopups,
  returned,
}: {
  payments: PaymentConfig;
  initialTopups: TopupJson[];
  /** Back from Stripe's page: the top-up to confirm. */
  returned?: { outcome: string; id: string } | null;
}) {
  const { user, login } = useAuth();
  const router = useRouter();
  const [amount, setAmount] = React.useState("25");
  const [amountTouched, setAmountTouched] = React.useState(false);
  const [card, setCard] = React.useState<CardFields>(emptyCard);
  const [touched, setTouched] = React.useState<CardTouched>(untouched);
  const [paying, setPaying] = React.useState(false);
  const [topups, setTopups] = React.useState(initialTopups);
  const [signUpMessage, setSignUpMessage] = React.useState<string | null>(null);
  // One id per purchase attempt: kept across a retry after a network failure, new after an answer.
  const requestId = React.useRef<string | null>(null);
  const confirmed = React.useRef(false);

  const check = checkTopupAmount(amount);
  const hosted = payments.mode === "stripe";
  const off = payments.mode === "off";
  const guest = user?.role === "guest";

  const refresh = React.useCallback(async () => {
    const result = await accountApi.topups();
    if (result.ok) setTopups(result.topups);
  }, []);

  React.useEffect(() => {
    if (!returned || confirmed.current) return;
    confirmed.current = true;
    router.replace("/buy-msxt");
    if (returned.outcome !== "success") {
      toast({ title: "Payment cancelled", description: "Nothing was charged. You can try again.", variant: "destructive" });
      return;
    }
    void accountApi.confirmTopup(returned.id).then((result) => {
      if (!result.ok) {
        toast({ title: "Purchase not confirmed", description: result.message, variant: "destructive" });
        return;
      }
      login(result.user);
      void refresh();
      if (result.topup.status === "paid") {
        toast({ title: "MSXT Purchased", description: `${result.topup.amount} MSXT added to your balance.${result.topup.testMode ? ` ${TEST_MODE_RECEIPT}` : ""}` });
      } else if (result.topup.status === "failed") {
        toast({ title: "Purchase failed", description: result.topup.failureReason ?? "The payment did not complete.", variant: "destructive" });
      } else {
        toast({ title: "Payment processing", description: "Your MSXT is added as soon as the payment completes." });
      }
    });
  }, [returned, router, login, refresh]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (paying) return;
    setAmountTouched(true);
    if (!check.ok) return;
    if (!hosted && !cardComplete(card)) {
      setTouched({ number: true, expiry: true, cvv: true });
      return;
    }
    setPaying(true);
    requestId.current ??= newRequestId();
    const result = await accountApi.buyMsxt({ amount: check.amount, requestId: requestId.current, ...(hosted ? {} : { card }) });
    if (!result.ok) {
      setPaying(false);
      // A network failure may have reached the server: the retry keeps the id. Any answer ends the attempt.
      if (result.status !== 0) requestId.current = null;
      if (result.status !== 0) void refresh();
      if (result.code === SIGN_UP_REQUIRED) {
        setSignUpMessage(result.message);
        signUpToast(result.message);
        return;
      }
      toast({ title: result.code === "card_declined" ? "Card Declined" : "Purchase Failed", description: result.message, variant: "destructive" });
      return;
    }
    requestId.current = null;
    if (result.checkoutUrl) {
      window.location.assign(result.checkoutUrl);
      return;
    }
    setPaying(false);
    login(result.user);
    void refresh();
    // A retried request answers the attempt the server already made: it may have been declined.
    if (result.topup.status === "failed") {
      toast({ title: "Card Declined", description: result.topup.failureReason ?? "The payment did not go through.", variant: "destructive" });
      return;
    }
    setCard(emptyCard);
    setTouched(untouched);
    toast({ title: "MSXT Purchased", description: `${result.topup.amount} MSXT added to your balance.${result.topup.testMode ? ` ${TEST_MODE_RECEIPT}` : ""}` });
  };

  const amountError = amountTouched && !check.ok ? check.message : null;
  const price = check.ok ? check.amount : "0.00";

  return (
    <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-2">
      <SectionCard icon={CreditCard} title="Buy MSXT by card" description="1 MSXT = $1.00 USD · bought MSXT pays for plans, converts to USD and can be withdrawn.">
        <form className="grid gap-5" aria-label="Buy MSXT" onSubmit={(e) => void submit(e)} noValidate>
          <fieldset className="grid gap-3" disabled={paying}>
            <legend className="mb-1 text-sm font-medium">Amount</legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4" role="group" aria-label="Preset amounts">
              {TOPUP_PRESETS.map((preset) => {
                const selected = check.ok && check.cents === preset * 100;
                return (
                  <button
                    key={preset}
                    type="button"
                    aria-pressed={selected}
                    onClick={() => setAmount(String(preset))}
                    className={cn(
                      "rounded-md border px-1 py-2 text-sm font-medium whitespace-nowrap tabular-nums transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60",
                      selected ? "border-primary bg-primary/15 text-foreground" : "border-border text-muted-foreground hover:text-foreground",
                    )}
                  >
                    {preset} MSXT
                  </button>
                );
              })}
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="topup-amount">Amount (MSXT)</Label>
              <Input
                id="topup-amount"
                inputMode="decimal"
                autoComplete="off"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                onBlur={() => setAmountTouched(true)}
                aria-invalid={amountError ? true : undefined}
                aria-describedby="topup-amount-hint"
              />
              <p id="topup-amount-hint" className={cn("text-xs", amountError ? "text-destructive" : "text-muted-foreground")}>
                {amountError ?? `From ${TOPUP_MIN_MSXT} to ${TOPUP_MAX_MSXT.toLocaleString("en-US")} MSXT per purchase.`}
              </p>
            </div>
          </fieldset>

          <div className="grid grid-cols-2 gap-3 rounded-lg border border-border bg-muted/40 p-3">
            <div>
              <p className="text-xs text-muted-foreground">You pay</p>
              <p className="text-xl font-semibold tabular-nums" data-testid="topup-price">
                ${price} USD
              </p>
            </div>
            <div>
              <p className="text-xs text-muted-foreground">You receive</p>
              <p className="text-xl font-semibold tabular-nums" data-testid="topup-receive" aria-live="polite">
                {price} MSXT
              </p>
            </div>
          </div>

          {off ? (
            <p role="alert" className="rounded-lg border border-destructive/50 bg-destructive/10 p-3 text-sm">
              Card payments are not available on this server yet: no payment provider is set up.
            </p>
          ) : hosted ? (
            <p className="text-sm text-muted-foreground">You pay on Stripe&apos;s secure page and come back here; your MSXT is added once the payment completes.</p>
          ) : (
            <fieldset disabled={paying}>
              <CardDetails
                card={card}
                touched={touched}
                onChange={setCard}
                onTouch={(key) => setTouched((t) => ({ ...t, [key]: true }))}
                testMode={payments.testMode}
              />
            </fieldset>
          )}

          {guest || signUpMessage ? (
            <p role="status" className="rounded-lg border border-warning/50 bg-warning/10 p-3 text-sm">
              {signUpMessage ?? "Sign up to buy MSXT: the demo balance is not money, and bought MSXT belongs to your own account."}{" "}
              <Link href="/signup" className="font-medium text-primary underline-offset-4 hover:underline">
                Sign Up
              </Link>
            </p>
          ) : null}

          <Button type="submit" size="lg" disabled={paying || off}>
            {paying ? <Loader2 className="animate-spin" aria-hidden /> : <Coins aria-hidden />}
            {paying ? "Processing..." : hosted ? `Continue to payment ($${price})` : `Pay $${price}`}
          </Button>
        </form>
      </SectionCard>

      <SectionCard icon={ReceiptText} title="Your purchases" description="Each purchase with its receipt; it also appears in your transaction history.">
        <TopupReceipts topups={topups} />
      </SectionCard>
    </div>
  );
}
