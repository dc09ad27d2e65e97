import { z } from "zod";

/** A pending withdrawal request as the owner reviews it: who, how, and where the account's funds came from. */
export const withdrawalReviewSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  method: z.string(),
  createdAt: z.string(),
  /** Decimal text: MSXT bought (card top-ups, USD conversions), MSXT earned (never paid out), and USD. */
  funds: z.object({ boughtMsxt: z.string(), earnedMsxt: z.string(), usd: z.string() }),
});
export type WithdrawalReview = z.infer<typeof withdrawalReviewSchema>;

/** POST /api/owner/withdrawals/:id */
export const withdrawalDecisionSchema = z.object({ decision: z.enum(["approve", "reject"]) });
export type WithdrawalDecision = z.infer<typeof withdrawalDecisionSchema>["decision"];
export const withdrawalDecisionResponseSchema = z.object({ id: z.string(), status: z.enum(["approved", "rejected"]) });
export type WithdrawalDecisionResponse = z.infer<typeof withdrawalDecisionResponseSchema>;
