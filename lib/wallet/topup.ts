/**
 * Buying MSXT by card: the amounts the server accepts (lib/server/topups.ts), checked the same way as the buyer types
 * on the Buy MSXT page. No zod here: the page's code stays small.
 */
import { fromCents, toCents } from "@/lib/wallet/money";

/** The smallest and largest card top-up, in MSXT (1 MSXT = $1). */
export const TOPUP_MIN_MSXT = 5;
export const TOPUP_MAX_MSXT = 1000;
/** The amounts offered with one click on the Buy MSXT page. */
export const TOPUP_PRESETS = [10, 25, 50, 100] as const;

export type TopupAmountCheck = { ok: true; cents: number; amount: string } | { ok: false; message: string };

/** MSXT as typed: up to 7 digits and 2 decimals ("25", "12.50"). */
export const TOPUP_AMOUNT_PATTERN = /^\d{1,7}(\.\d{1,2})?$/;
export const TOPUP_FORMAT_MESSAGE = "Enter an amount in MSXT, like 25 or 12.50.";

export const TOPUP_RANGE_MESSAGE = `Choose an amount from ${TOPUP_MIN_MSXT} to ${TOPUP_MAX_MSXT.toLocaleString("en-US")} MSXT.`;

/** The typed amount: "Enter an amount" when empty, the range or format message when it cannot be bought. */
export function checkTopupAmount(text: string): TopupAmountCheck {
  const value = text.trim();
  if (value === "") return { ok: false, message: "Enter an amount." };
  if (!TOPUP_AMOUNT_PATTERN.test(value)) return { ok: false, message: TOPUP_FORMAT_MESSAGE };
  const cents = toCents(value);
  if (cents < TOPUP_MIN_MSXT * 100 || cents > TOPUP_MAX_MSXT * 100) return { ok: false, message: TOPUP_RANGE_MESSAGE };
  return { ok: true, cents, amount: fromCents(cents) };
}
