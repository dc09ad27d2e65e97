import { z } from "zod";

const text = (max: number) => z.string().trim().max(max).nullable().optional();

/** The fields a creator may change on their own account (never balance, plan or role). */
export const profileSchema = z
  .object({
    firstName: text(80),
    lastName: text(80),
    email: z.string().trim().email("Enter a valid e-mail address").max(254).optional(),
    username: z
      .string()
      .trim()
      .min(3, "Username needs at least 3 characters")
      .max(32)
      .regex(/^[A-Za-z0-9_.-]+$/, "Username may use letters, digits, dots, dashes and underscores")
      .optional(),
    profileImageUrl: z.string().max(400_000).nullable().optional(),
    phone: text(40),
    dateOfBirth: text(20),
    bio: text(2000),
    walletAddress: z.string().regex(/^0x[0-9a-fA-F]{40}$/, "Not a wallet address").nullable().optional(),
    preferences: z.record(z.string().max(60), z.boolean()).optional(),
  })
  .strict();
export type ProfileBody = z.infer<typeof profileSchema>;
