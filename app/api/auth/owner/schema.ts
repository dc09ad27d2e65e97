import { z } from "zod";

/** POST /api/auth/owner: the login form's e-mail and password, checked against the owner pair. */
export const ownerLoginSchema = z.object({
  email: z.string().trim().min(1).max(320),
  password: z.string().min(1).max(1024),
});

export type OwnerLoginRequest = z.infer<typeof ownerLoginSchema>;

/** The answer: whether this login is the owner (the signed cookie is set when it is). */
export type OwnerLoginResponse = { owner: boolean };
