"use client";

import { ArrowDownUp, Loader2 } from "lucide-react";
import * as React from "react";

import { useAuth } from "@/components/shell/auth-provider";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SIGN_UP_REQUIRED, signUpToast, toast } from "@/lib/toast";
import { accountApi } from "@/lib/account-client";
import { EARNED_MSXT_NOTE } from "@/lib/wallet/earned";
import {
  checkConversion,
  conversionMessage,
  CONVERT_DELAY_MS,
  convertedAmount,
  converterBalance,
  type ConversionDirection,
} from "@/lib/wallet/token-converter";
import { cn } from "@/lib/utils";
import { sleep } from "@/lib/simulated-delay";

const directions: { id: ConversionDirection; label: string; from: string; to: string }[] = [
  { id: "msxt-to-usd", label: "MSXT → USD", from: "MSXT", to: "USD" },
  { id: "usd-to-msxt", label: "USD → MSXT", from: "USD", to: "MSXT" },
];

const errors = {
  "amount-required": { title: "Amount Required", description: "Please enter an amount to convert" },
  "invalid-amount": { title: "Invalid Amount", description: "Please enter an amount greater than zero." },
  "insufficient-balance": { title: "Insufficient Balance", description: "You don't have enough MSXT tokens" },
  "insufficient-usd": { title: "Insufficient Balance", description: "You don't have enough USD. Convert MSXT to USD first." },
} as const;

/** Currency Converter: MSXT to USD spends tokens, USD to MSXT adds them (1:1, no fees, 2 s simulated). */
export function ConverterCard() {
  const { user, login } = useAuth();
  const [direction, setDirection] = React.useState<ConversionDirection>("msxt-to-usd");
  const [amount, setAmount] = React.useState("");
  const [converting, setConverting] = React.useState(false);

  const current = directions.find((d) => d.id === direction)!;
  const empty = amount.trim() === "";

  const convert = async (e: React.FormEvent) => {
    e.preventDefault();
    if (converting) return;
    const check = checkConversion(amount, direction, converterBalance(user?.tokenBalance), user?.usdBalance ?? null);
    if (!check.ok) {
      toast({ ...errors[check.error], variant: "destructive" });
      return;
    }
    setConverting(true);
    const input = amount;
    const dir = direction;
    // The server moves the value in one transaction; a retried request carries the same reference.
    const [result] = await Promise.all([accountApi.convert(dir, check.amount, crypto.randomUUID()), sleep(CONVERT_DELAY_MS)]);
    setConverting(false);
    if (!result.ok && result.code === SIGN_UP_REQUIRED) {
      signUpToast(result.message);
      return;
    }
    if (!result.ok) {
      toast({ title: result.code === "insufficient_funds" ? "Insufficient Balance" : "Conversion Failed", description: result.message, variant: "destructive" });
      return;
    }
    login(result.user);
    setAmount("");
    toast({ title: "Conversion Successful", description: conversionMessage(input, dir) });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ArrowDownUp className="size-4 text-primary" aria-hidden />
          Currency Converter
        </CardTitle>
        <CardDescription>1 MSXT = $1.00 USD</CardDescription>
        <p className="text-sm text-muted-foreground" data-testid="converter-balances">
          Balances: <span className="font-medium text-foreground tabular-nums">{converterBalance(user?.tokenBalance)} MSXT</span> ·{" "}
          <span className="font-medium text-foreground tabular-nums">${user?.usdBalance ?? "0.00"} USD</span>
        </p>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={(e) => void convert(e)} aria-label="Currency Converter">
          <div className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1" role="group" aria-label="Conversion direction">
            {directions.map((d) => (
              <button
                key={d.id}
                type="button"
                aria-pressed={direction === d.id}
                disabled={converting}
                onClick={() => setDirection(d.id)}
                className={cn(
                  "rounded-md px-3 py-1.5 text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60",
                  direction === d.id ? "bg-background text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
                )}
              >
                {d.label}
              </button>
            ))}
          </div>
          <div className="grid gap-2">
            <Label htmlFor="convert-amount">Amount ({current.from})</Label>
            <Input
              id="convert-amount"
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.00"
              value={amount}
              disabled={converting}
              onChange={(e) => setAmount(e.target.value)}
            />
          </div>
          <div className="rounded-lg border border-border bg-muted/40 p-3">
            <p className="text-sm text-muted-foreground">You will receive</p>
            <p className="text-2xl font-semibold tabular-nums" data-testid="convert-preview" aria-live="polite">
              {current.to === "USD" ? "$" : ""}
              {convertedAmount(amount, direction)} {current.to}
            </p>
          </div>
          <Button type="submit" size="lg" aria-disabled={empty || converting} className="aria-disabled:opacity-50" disabled={converting}>
            {converting ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {converting ? "Converting..." : "Convert"}
          </Button>
          <p className="text-center text-xs text-muted-foreground">No conversion fees • Instant processing</p>
          <p className="text-center text-xs text-muted-foreground" data-testid="earned-msxt-note">
            {EARNED_MSXT_NOTE}
          </p>
        </form>
      </CardContent>
    </Card>
  );
}
