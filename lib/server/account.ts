/** The account's own changes: its profile, and cancelling its plan. */
import "server-only";

import type { ProfileBody } from "@/lib/contracts/account";
import { ApiError } from "@/lib/server/api";
import { getDb } from "@/lib/server/db/client";
import { type Account, findAccountById, updateProfile } from "@/lib/server/db/queries/accounts";
import { cancelPlanAtPeriodEnd } from "@/lib/server/db/queries/orders";
import { PaymentError, stripeConfig } from "@/lib/server/payments";
import { cancelStripeSubscriptionAtPeriodEnd } from "@/lib/server/payments/stripe";

/**
 * Profile, preferences and wallet address (never balance, plan or role). A guest cannot set an e-mail or a
 * username (403 guest_account); a taken e-mail or username is 409.
 */
export async function updateProfileOf(account: Account, body: ProfileBody): Promise<Account> {
  if (account.role === "guest" && (body.email !== undefined || body.username !== undefined)) {
    throw new ApiError(403, "Create an account to set an e-mail and username", "guest_account");
  }
  const result = await updateProfile(await getDb(), account.id, body);
  if (!result.ok) {
    throw new ApiError(409, result.reason === "email_taken" ? "An account with this e-mail already exists" : "This username is taken", result.reason);
  }
  return result.account;
}

/**
 * Cancel Subscription. The plan stays until the end of its billing period (the account becomes free when it is
 * next read after that); a plan with no running period becomes free now. A plan renewed by a Stripe subscription
 * is first set to cancel at the period end on Stripe, so Stripe never charges again; when Stripe cannot be
 * reached nothing changes and the answer is 502.
 */
export async function cancelPlan(accountId: string): Promise<Account> {
  const db = await getDb();
  const current = await findAccountById(db, accountId);
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
  await cancelPlanAtPeriodEnd(db, accountId, new Date());
  const updated = await findAccountById(db, accountId);
  if (!updated) throw new ApiError(401, "Sign in, or continue as a guest, to use this", "unauthorized");
  return updated;
}
