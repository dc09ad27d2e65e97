import { z } from "zod";

export const socialProviders = ["google", "microsoft", "yahoo"] as const;
export const socialSchema = z.object({ provider: z.enum(socialProviders) });
export type SocialProvider = (typeof socialProviders)[number];
