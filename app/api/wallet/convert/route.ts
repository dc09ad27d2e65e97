import { ApiError, readJson, withApi } from "@/lib/server/api";
import { requireAccount, userJson } from "@/lib/server/auth/guard";
import { getDb } from "@/lib/server/db/client";
import { convert, LedgerError } from "@/lib/server/db/queries/ledger";
import { toCents } from "@/lib/money";
import { guestTokensRefused } from "@/lib/server/orders";

import { convertSchema } from "./schema";

/**
 * Moves value between MSXT and USD (1 MSXT = $1) in one transaction; the source balance must cover it. A guest's
 * demo tokens are not money: 403 with a Sign Up hint.
 */
export const POST = withApi(async (req) => {
  const account = await requireAccount(req);
  if (account.role === "guest") throw guestTokensRefused("Demo tokens can't be converted. Sign up to get your own MSXT wallet.");
  const body = await readJson(req, convertSchema);
  const cents = toCents(body.amount);
  if (cents <= 0) throw new ApiError(400, "Invalid Amount", "invalid_amount");
  try {
    await convert(await getDb(), account.id, body.direction, cents, `conversion:${body.reference ?? crypto.randomUUID()}`);
  } catch (error) {
    if (error instanceof LedgerError) {
      if (error.code === "duplicate") throw new ApiError(409, "This conversion was already made", "duplicate");
      const currency = body.direction === "msxt-to-usd" ? "MSXT" : "USD";
      throw new ApiError(409, `Insufficient ${currency} balance for this conversion`, "insufficient_funds");
    }
    throw error;
  }
  return userJson(account);
});
