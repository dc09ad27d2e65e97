export { promoRequestSchema as promoRedeemSchema, type PromoRequest as PromoRedeemRequest } from "@/app/api/promo/validate/schema";
import type { AppliedPromo } from "@/lib/promo";

/** The code's terms after this use was counted. */
export type PromoRedeemResponse = AppliedPromo;
