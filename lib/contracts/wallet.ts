import { z } from "zod";

export const claimSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("daily") }),
  z.object({ kind: z.literal("weekly") }),
  z.object({ kind: z.literal("challenge"), challengeId: z.string().min(1).max(60) }),
]);
export type ClaimRequest = z.infer<typeof claimSchema>;
export type ClaimKind = "daily" | "weekly";

export const convertSchema = z.object({
  direction: z.enum(["msxt-to-usd", "usd-to-msxt"]),
  /** Decimal text as typed, e.g. "10" or "2.50". */
  amount: z.string().trim().regex(/^\d{1,9}(\.\d{1,2})?$/, "Invalid Amount"),
  /** Idempotency key from the client: a retried request is not converted twice. */
  reference: z.string().min(8).max(80).optional(),
});
export type ConvertRequest = z.infer<typeof convertSchema>;

export const withdrawSchema = z.object({
  method: z.enum(["apple-pay", "cash-app", "bank-transfer", "paypal", "venmo", "zelle"]),
});
export type WithdrawRequest = z.infer<typeof withdrawSchema>;
