import { z } from "zod";

export const planChangeSchema = z.object({
  plan: z.enum(["free", "starter", "pro", "enterprise"]),
  period: z.enum(["monthly", "yearly"]).default("monthly"),
  payment: z.enum(["card", "tokens"]),
  /** checkout = /subscription's cart (its prices); chooser = the 'Choose Your Plan' dialog (its prices). */
  source: z.enum(["checkout", "chooser"]).default("checkout"),
  promoCode: z.string().trim().max(40).optional(),
});
export type PlanChangeBody = z.infer<typeof planChangeSchema>;
