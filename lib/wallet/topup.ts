/** The Buy MSXT page's amount rules, the server's (lib/contracts/topups.ts) checked as the buyer types. */
import { TOPUP_MAX_MSXT, TOPUP_MIN_MSXT } from "@/lib/contracts/topups";
import { fromCents, toCents } from "@/lib/wallet/money";

export type TopupAmountCheck = { ok: true; cents: number; amount: string } | { ok: false; message: string };

export const TOPUP_RANGE_MESSAGE = `Choose an amount from ${TOPUP_MIN_MSXT} to ${TOPUP_MAX_MSXT.toLocaleString("en-US")} MSXT.`;

/** The typed amount: "Enter an amount" when empty, the range or format message when it cannot be bought. */
export function checkTopupAmount(text: string): TopupAmountCheck {
  const value = text.trim();
  if (value === "") return { ok: false, message: "Enter an amount." };
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(value)) return { ok: false, message: "Enter an amount in MSXT, like 25 or 12.50." };
  const cents = toCents(value);
  if (cents < TOPUP_MIN_MSXT * 100 || cents > TOPUP_MAX_MSXT * 100) return { ok: false, message: TOPUP_RANGE_MESSAGE };
  return { ok: true, cents, amount: fromCents(cents) };
}
