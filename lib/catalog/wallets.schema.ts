import { z } from "zod";

import type { WalletOption } from "@/lib/catalog/wallets";

export const walletOptionSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  icon: z.enum(["fox", "link", "coinbase", "ghost"]),
  description: z.string().min(1),
  available: z.boolean(),
}) satisfies z.ZodType<WalletOption>;
