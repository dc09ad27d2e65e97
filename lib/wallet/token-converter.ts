/**
 * Token Converter maths, in integer cents so nothing drifts: 1 MSXT = $1.00 (MSXT_USD_RATE), no fees.
 * Amounts are decimal strings with 2 places, as the user's tokenBalance.
 */
import { MSXT_USD_RATE } from "@/lib/config";
import { addAmounts, fromCents, subtractAmounts, toCents } from "@/lib/wallet/money";

export type ConversionDirection = "msxt-to-usd" | "usd-to-msxt";

export const CONVERT_DELAY_MS = 2000;
/** The balance shown (and converted from) when the user has none. */
export const DEFAULT_CONVERTER_BALANCE = "5.00";

/** The user's balance, or 5.00 MSXT when there is none. */
export function converterBalance(tokenBalance: string | null | undefined): string {
  if (tokenBalance === null || tokenBalance === undefined || tokenBalance.trim() === "") return DEFAULT_CONVERTER_BALANCE;
  return fromCents(toCents(tokenBalance));
}

/** An entered amount in cents; anything that is not a plain non-negative number counts as 0. */
export function amountCents(input: string): number {
  const text = input.trim();
  if (!/^\d*\.?\d*$/.test(text) || text === "" || text === ".") return 0;
  return toCents(text);
}

/** What "You will receive" shows: the converted amount with 2 decimals ("0.00" for non-numeric input). */
export function convertedAmount(input: string, direction: ConversionDirection, rate: number = MSXT_USD_RATE): string {
  const cents = amountCents(input);
  // The rate is applied to whole cents and rounded once, so 1:1 stays exact.
  const out = direction === "msxt-to-usd" ? Math.round(cents * rate) : Math.round(cents / rate);
  return fromCents(out);
}

export type ConversionCheck =
  | { ok: true; amount: string; received: string }
  | { ok: false; error: "amount-required" | "invalid-amount" | "insufficient-balance" | "insufficient-usd" };

/**
 * The rules before a conversion: an amount is required; MSXT to USD cannot exceed the MSXT balance, and USD to
 * MSXT cannot exceed the USD balance (the server checks both again).
 */
export function checkConversion(input: string, direction: ConversionDirection, balance: string, usdBalance: string | null = null): ConversionCheck {
  if (input.trim() === "") return { ok: false, error: "amount-required" };
  const cents = amountCents(input);
  if (cents <= 0) return { ok: false, error: "invalid-amount" };
  if (direction === "msxt-to-usd" && cents > toCents(balance)) return { ok: false, error: "insufficient-balance" };
  if (direction === "usd-to-msxt" && usdBalance !== null && cents > toCents(usdBalance)) return { ok: false, error: "insufficient-usd" };
  return { ok: true, amount: fromCents(cents), received: convertedAmount(input, direction) };
}

/** The MSXT balance after the conversion: MSXT to USD spends tokens, USD to MSXT adds them. */
export function balanceAfterConversion(balance: string, direction: ConversionDirection, input: string): string {
  const amount = fromCents(amountCents(input));
  return direction === "msxt-to-usd" ? subtractAmounts(balance, amount) : addAmounts(balance, convertedAmount(input, direction));
}

/** The success toast's text: 'Converted 10 MSXT to $10.00 USD' or 'Converted 10 USD to 10.00 MSXT'. */
export function conversionMessage(input: string, direction: ConversionDirection): string {
  const amount = input.trim();
  const received = convertedAmount(input, direction);
  return direction === "msxt-to-usd"
    ? `Converted ${amount} MSXT to $${received} USD`
    : `Converted ${amount} USD to ${received} MSXT`;
}

/** The signed amount a conversion adds to the token transaction log. */
export function conversionLogAmount(input: string, direction: ConversionDirection): string {
  return direction === "msxt-to-usd" ? `-${fromCents(amountCents(input))}` : `+${convertedAmount(input, direction)}`;
}
