import { z } from "zod";

export const resetSchema = z.object({
  token: z.string().min(10).max(100),
  password: z.string().min(8, "Password needs at least 8 characters").max(200),
});
