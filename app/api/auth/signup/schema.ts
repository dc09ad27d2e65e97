import { z } from "zod";

export const signupSchema = z.object({
  firstName: z.string().trim().min(1, "First name is required").max(80),
  lastName: z.string().trim().min(1, "Last name is required").max(80),
  username: z
    .string()
    .trim()
    .min(3, "Username needs at least 3 characters")
    .max(32)
    .regex(/^[A-Za-z0-9_.-]+$/, "Username may use letters, digits, dots, dashes and underscores"),
  email: z.string().trim().email("Enter a valid e-mail address").max(254),
  password: z.string().min(8, "Password needs at least 8 characters").max(200),
});
export type SignupBody = z.infer<typeof signupSchema>;
