import { z } from "zod";

export const forgotSchema = z.object({ email: z.string().trim().email("Enter a valid e-mail address").max(254) });

export const loginSchema = z.object({
  email: z.string().trim().min(1, "Email is required").max(254),
  password: z.string().min(1, "Password is required").max(200),
});
export type LoginBody = z.infer<typeof loginSchema>;

export const passwordChangeSchema = z.object({
  currentPassword: z.string().min(1, "Current password is required").max(200),
  newPassword: z.string().min(8, "New password needs at least 8 characters").max(200),
});

export const resetSchema = z.object({
  token: z.string().min(10).max(100),
  password: z.string().min(8, "Password needs at least 8 characters").max(200),
});

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

export const socialProviders = ["google", "microsoft", "yahoo"] as const;
export const socialSchema = z.object({ provider: z.enum(socialProviders) });
export type SocialProvider = (typeof socialProviders)[number];

/** /api/auth/oauth/:provider and its callback: the provider's name as the URL has it (an unknown one is 404). */
export const oauthProviderParams = z.object({ provider: z.string() });

/** Opening a verification link: the token from the mail. */
export const verifyEmailSchema = z.object({ token: z.string().min(10).max(100) });
