import { z } from "zod";

export const claimSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("daily") }),
  z.object({ kind: z.literal("weekly") }),
  z.object({ kind: z.literal("challenge"), challengeId: z.string().min(1).max(60) }),
]);
