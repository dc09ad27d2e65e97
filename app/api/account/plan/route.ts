import { ApiError, withApi } from "@/lib/server/api";
import { requireAccount, userJson } from "@/lib/server/auth/guard";
import { getDb } from "@/lib/server/db/client";
import { findAccountById } from "@/lib/server/db/queries/accounts";
import { cancelPlanAtPeriodEnd } from "@/lib/server/db/queries/orders";
import { PaymentError, stripeConfig } from "@/lib/server/payments";
import { cancelStripeSubscriptionAtPeriodEnd } from "@/lib/server/payments/stripe";

/**
 * Cancel Subscription. The plan stays until the end of its billing period (the account becomes free when it is
 * next read after that); a plan with no running period becomes free now. A plan renewed by a Stripe subscription
 * is first set to cancel at the period end on Stripe, so Stripe never charges again; when Stripe cannot be
 * reached nothing changes and the answer is 502. A plan is bought through POST /api/orders.
 */
export const DELETE = withApi(async (req) => {
  const account = await requireAccount(req);
  const db = await getDb();
  const current = await findAccountById(db, account.id);
  if (current?.stripeSubscriptionId && current.plan !== "free") {
    const config = stripeConfig();
    if (!config) throw new ApiError(502, "The payment service is not available to cancel the renewal. Please try again later.", "payment_unavailable");
    try {
      await cancelStripeSubscriptionAtPeriodEnd(config, current.stripeSubscriptionId);
    } catch (error) {
      if (error instanceof PaymentError) throw new ApiError(502, error.message, "payment_unavailable");
      throw error;
    }
  }
  await cancelPlanAtPeriodEnd(db, account.id, new Date());
  const updated = await findAccountById(db, account.id);
  if (!updated) throw new ApiError(401, "Sign in, or continue as a guest, to use this", "unauthorized");
  return userJson(updated);
});
