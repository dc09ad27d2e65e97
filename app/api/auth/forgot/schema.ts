import { z } from "zod";

export const forgotSchema = z.object({ email: z.string().trim().email("Enter a valid e-mail address").max(254) });
