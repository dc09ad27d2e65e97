export const subscriptionPlans = ["free", "starter", "pro", "enterprise"] as const;
export type SubscriptionPlan = (typeof subscriptionPlans)[number];

export interface User {
  id: string;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  /** Decimal string, e.g. "150.50". */
  tokenBalance: string;
  subscriptionPlan: string;
  walletAddress: string | null;
  totalEarnings: string;
  createdAt: string;
  updatedAt: string;
}

/** The signed-in account as the server sends it (GET /api/me): the product's User plus what the account holds. */
export interface AccountUser extends User {
  role: "guest" | "user" | "owner";
  usdBalance: string;
  /** The account's e-mail address was verified (its link opened): rewards need it. Guests never are. */
  emailVerified?: boolean;
  phone: string | null;
  dateOfBirth: string | null;
  bio: string | null;
  preferences: Record<string, boolean>;
  /** End of the paid plan's billing period (ISO), null on free or on a plan without one. */
  planPeriodEnd?: string | null;
  /** After Cancel Subscription: the plan stays until planPeriodEnd, then becomes free. */
  planCancelAtPeriodEnd?: boolean;
}

/** The fixed id of the demo user; the AI tools send it as userId. */
export const DEMO_USER_ID = "demo-user";

export function planLabel(plan: string | null | undefined): string {
  const p = (plan ?? "").trim();
  if (!p) return "Free";
  return p.charAt(0).toUpperCase() + p.slice(1);
}

export function fullName(user: Pick<User, "firstName" | "lastName" | "username"> | null): string {
  if (!user) return "Guest";
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ").trim();
  return name || user.username || "Creator";
}

/** A signed-up account whose address is not verified yet: rewards wait for its link (a visitor claims without one). */
export function awaitsVerification(user: Pick<AccountUser, "role" | "emailVerified"> | null): boolean {
  return user !== null && user.role !== "guest" && user.emailVerified === false;
}

/** The code of a claim refused until the account's e-mail is verified. */
export const EMAIL_UNVERIFIED = "email_unverified";
