import { z } from "zod";

export const passwordChangeSchema = z.object({
  currentPassword: z.string().min(1, "Current password is required").max(200),
  newPassword: z.string().min(8, "New password needs at least 8 characters").max(200),
});
