import { ApiError, withApi } from "@/lib/server/api";
import { requireAccount, userJson } from "@/lib/server/auth/guard";
import { getDb } from "@/lib/server/db/client";
import { findAccountById } from "@/lib/server/db/queries/accounts";
import { cancelPlanAtPeriodEnd } from "@/lib/server/db/queries/orders";

/**
 * Cancel Subscription. The plan stays until the end of its billing period (the account becomes free when it is
 * next read after that); a plan with no running period becomes free now. A plan is bought through POST /api/orders.
 */
export const DELETE = withApi(async (req) => {
  const account = await requireAccount(req);
  const db = await getDb();
  await cancelPlanAtPeriodEnd(db, account.id, new Date());
  const updated = await findAccountById(db, account.id);
  if (!updated) throw new ApiError(401, "Sign in, or continue as a guest, to use this", "unauthorized");
  return userJson(updated);
});
