import { z } from "zod";

export const withdrawSchema = z.object({
  method: z.enum(["apple-pay", "cash-app", "bank-transfer", "paypal", "venmo", "zelle"]),
});
