"use client";

import { CreditCard, FlaskConical } from "lucide-react";

import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cardErrors, formatCardNumber, formatExpiry, type CardFields } from "@/lib/subscription/card";
import { DECLINED_TEST_CARD, PAYING_TEST_CARD } from "@/lib/subscription/test-cards";

export type CardKey = keyof CardFields;
export type CardTouched = Record<CardKey, boolean>;

export const emptyCard: CardFields = { number: "", expiry: "", cvv: "" };
export const untouched: CardTouched = { number: false, expiry: false, cvv: false };

/** The next card after typing `raw` into `key` (grouped number, MM/YY expiry, 3-4 digit CVV). */
export function typeIntoCard(card: CardFields, key: CardKey, raw: string): CardFields {
  const value = key === "number" ? formatCardNumber(raw) : key === "expiry" ? formatExpiry(raw, card.expiry) : raw.replace(/\D/g, "").slice(0, 4);
  return { ...card, [key]: value };
}

export function cardComplete(card: CardFields): boolean {
  const e = cardErrors(card);
  return !e.number && !e.expiry && !e.cvv;
}

/** While payments are in test mode: no money moves, and which cards to use. */
export function TestModeNote() {
  return (
    <p className="flex items-start gap-2 rounded-lg border border-warning/50 bg-warning/10 p-3 text-xs" data-testid="payments-test-mode">
      <FlaskConical className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
      <span>
        <strong>Test mode:</strong> no money is taken. Pay with {formatCardNumber(PAYING_TEST_CARD)}, any future expiry and any CVV;{" "}
        {formatCardNumber(DECLINED_TEST_CARD)} is declined.
      </span>
    </p>
  );
}

/** Secure Checkout's card fields: number, expiry (MM/YY), CVV, with their messages once touched. */
export function CardDetails({
  card,
  touched,
  onChange,
  onTouch,
  testMode,
}: {
  card: CardFields;
  touched: CardTouched;
  onChange: (card: CardFields) => void;
  onTouch: (key: CardKey) => void;
  testMode: boolean;
}) {
  const errors = cardErrors(card);
  const field = (key: CardKey) => ({
    value: card[key],
    error: touched[key] ? errors[key] : null,
    onChange: (v: string) => onChange(typeIntoCard(card, key, v)),
    onBlur: () => onTouch(key),
  });
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 flex items-center gap-2 text-sm font-medium">
        <CreditCard className="size-4" aria-hidden /> Card details
      </legend>
      {testMode ? <TestModeNote /> : null}
      <CardField id="card-number" label="Card Number" placeholder="1234 5678 9012 3456" autoComplete="cc-number" {...field("number")} />
      <div className="grid grid-cols-2 gap-3">
        <CardField id="card-expiry" label="Expiry (MM/YY)" placeholder="MM/YY" autoComplete="cc-exp" {...field("expiry")} />
        <CardField id="card-cvv" label="CVV" placeholder="123" autoComplete="cc-csc" {...field("cvv")} />
      </div>
    </fieldset>
  );
}

function CardField({
  id,
  label,
  error,
  onChange,
  ...props
}: {
  id: string;
  label: string;
  value: string;
  placeholder: string;
  autoComplete: string;
  error: string | null;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        inputMode="numeric"
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...props}
      />
      {error ? (
        <p id={`${id}-error`} className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
