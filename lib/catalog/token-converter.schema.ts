import { z } from "zod";

import type { SampleTransaction, WithdrawalMethod } from "@/lib/catalog/token-converter";

export const withdrawalMethodSchema = z.object({
  id: z.string().regex(/^[a-z-]+$/),
  name: z.string().min(1),
  fee: z.string().min(1),
  time: z.string().min(1),
}) satisfies z.ZodType<WithdrawalMethod>;

export const sampleTransactionSchema = z.object({
  type: z.enum(["withdrawal", "conversion"]),
  amount: z.string().regex(/^\d+\.\d{2}$/),
  method: z.string().min(1),
  status: z.enum(["completed", "pending"]),
  time: z.string().min(1),
}) satisfies z.ZodType<SampleTransaction>;

export const msxtTokenValueSchema = z.object({
  value: z.string(),
  change24h: z.string(),
  change7d: z.string(),
  marketCap: z.string(),
  circulatingSupply: z.string(),
  dailyVolume: z.string(),
});
