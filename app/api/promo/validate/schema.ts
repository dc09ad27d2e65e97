import { z } from "zod";

import type { AppliedPromo } from "@/lib/promo";

/** POST /api/promo/validate takes the code the user typed. */
export const promoRequestSchema = z.object({
  code: z.string().trim().min(1, "Enter a promo code").max(64),
});
export type PromoRequest = z.infer<typeof promoRequestSchema>;

/** The answer to a valid code. */
export type PromoValidateResponse = AppliedPromo;
