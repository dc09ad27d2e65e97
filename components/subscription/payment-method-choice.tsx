"use client";

import { Coins, CreditCard } from "lucide-react";

import { paymentMethods, type PaymentMethodId } from "@/lib/catalog/plans";
import { cn } from "@/lib/utils";

const icons = { card: CreditCard, tokens: Coins } as const;

/** Card or MSXT tokens, as native radio buttons (keyboard: arrow keys). */
export function PaymentMethodChoice({
  value,
  onChange,
  name = "payment-method",
}: {
  value: PaymentMethodId;
  onChange: (value: PaymentMethodId) => void;
  name?: string;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium">Payment Method</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {paymentMethods.map((m) => {
          const Icon = icons[m.id];
          return (
            <label
              key={m.id}
              className={cn(
                "flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 text-sm transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
                value === m.id && "border-primary bg-primary/10",
              )}
            >
              <input
                type="radio"
                name={name}
                value={m.id}
                checked={value === m.id}
                onChange={() => onChange(m.id)}
                className="mt-0.5 accent-[var(--color-primary)]"
              />
              <span>
                <span className="flex items-center gap-1.5 font-medium">
                  <Icon className="size-4" aria-hidden /> {m.label}
                </span>
                <span className="text-xs text-muted-foreground">{m.description}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
