"use client";

import { Banknote, Check } from "lucide-react";
import * as React from "react";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { withdrawalMethods } from "@/lib/catalog/token-converter";
import { accountApi } from "@/lib/account-client";
import { EARNED_MSXT_NOTE } from "@/lib/wallet/earned";
import { SIGN_UP_REQUIRED, signUpToast, toast } from "@/lib/toast";
import { refreshWallet } from "@/lib/wallet/store";
import { cn } from "@/lib/utils";

/** Six withdrawal methods; Withdraw Funds stays disabled until one is chosen. */
export function WithdrawalCard() {
  const [method, setMethod] = React.useState<string | null>(null);

  const [sending, setSending] = React.useState(false);

  const withdraw = async () => {
    if (!method) {
      toast({ title: "Payment Method Required", description: "Please select a withdrawal method", variant: "destructive" });
      return;
    }
    // Recorded on the server as a pending request with its method; Recent Transactions lists it.
    setSending(true);
    const result = await accountApi.withdraw(method);
    setSending(false);
    if (!result.ok) {
      if (result.code === SIGN_UP_REQUIRED) signUpToast(result.message);
      else toast({ title: "Withdrawal Failed", description: result.message, variant: "destructive" });
      return;
    }
    void refreshWallet();
    toast({
      title: "Withdrawal Initiated",
      description: `Processing withdrawal via ${method}. Funds will arrive within 1-3 business days.`,
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Banknote className="size-4 text-primary" aria-hidden />
          Withdrawal Methods
        </CardTitle>
        <CardDescription>Choose how you want to receive your funds. No minimum withdrawal.</CardDescription>
        <p className="text-xs text-muted-foreground" data-testid="earned-msxt-withdraw-note">
          {EARNED_MSXT_NOTE}
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        <fieldset>
          <legend className="sr-only">Withdrawal method</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {withdrawalMethods.map((m) => {
              const selected = method === m.id;
              return (
                <label
                  key={m.id}
                  className={cn(
                    "flex cursor-pointer items-center gap-3 rounded-lg border border-border p-3 transition-colors hover:bg-accent has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/60",
                    selected && "border-primary bg-primary/10",
                  )}
                >
                  <input
                    type="radio"
                    name="withdrawal-method"
                    value={m.id}
                    checked={selected}
                    onChange={() => setMethod(m.id)}
                    className="sr-only"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium">{m.name}</span>
                    <span className="block text-xs text-muted-foreground">
                      Fee: <span className="text-success">{m.fee}</span> · {m.time}
                    </span>
                  </span>
                  <span
                    className={cn(
                      "flex size-5 items-center justify-center rounded-full border border-border",
                      selected && "border-primary bg-primary text-primary-foreground",
                    )}
                    aria-hidden
                  >
                    {selected ? <Check className="size-3" /> : null}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
        <Button size="lg" aria-disabled={!method || sending} className="aria-disabled:opacity-50" onClick={() => void withdraw()}>
          Withdraw Funds
        </Button>
      </CardContent>
    </Card>
  );
}
