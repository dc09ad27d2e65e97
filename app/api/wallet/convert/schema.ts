import { z } from "zod";

export const convertSchema = z.object({
  direction: z.enum(["msxt-to-usd", "usd-to-msxt"]),
  /** Decimal text as typed, e.g. "10" or "2.50". */
  amount: z.string().trim().regex(/^\d{1,9}(\.\d{1,2})?$/, "Invalid Amount"),
  /** Idempotency key from the client: a retried request is not converted twice. */
  reference: z.string().min(8).max(80).optional(),
});
