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

/** The signed-in account as the server sends it (GET /api/me): the spec's User plus what the account holds. */
export interface AccountUser extends User {
  role: "guest" | "user" | "owner";
  usdBalance: string;
  phone: string | null;
  dateOfBirth: string | null;
  bio: string | null;
  preferences: Record<string, boolean>;
  /** End of the paid plan's billing period (ISO), null on free or on a plan without one. */
  planPeriodEnd?: string | null;
  /** After Cancel Subscription: the plan stays until planPeriodEnd, then becomes free. */
  planCancelAtPeriodEnd?: boolean;
}

const requiredStrings = ["id", "username", "email", "tokenBalance", "subscriptionPlan", "totalEarnings", "createdAt", "updatedAt"] as const;
const nullableStrings = ["firstName", "lastName", "profileImageUrl", "walletAddress"] as const;

/**
 * Checks a value read from browser storage is a User (a few lines instead of a schema library,
 * which would otherwise ship to every page). Throws a TypeError naming the first bad field.
 */
export function parseUser(value: unknown): User {
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new TypeError("user: not an object");
  const record = value as Record<string, unknown>;
  for (const key of requiredStrings) {
    if (typeof record[key] !== "string") throw new TypeError(`user.${key}: expected a string`);
  }
  if (!(record.id as string)) throw new TypeError("user.id: empty");
  for (const key of nullableStrings) {
    const v = record[key];
    if (v !== null && v !== undefined && typeof v !== "string") throw new TypeError(`user.${key}: expected a string or null`);
  }
  const user = {} as Record<string, unknown>;
  for (const key of requiredStrings) user[key] = record[key];
  for (const key of nullableStrings) user[key] = record[key] ?? null;
  return user as unknown as User;
}

/** The fixed id of the demo user; the AI tools send it as userId. */
export const DEMO_USER_ID = "demo-user";

export function createDemoUser(now: Date = new Date()): User {
  const iso = now.toISOString();
  return {
    id: DEMO_USER_ID,
    username: "demo_creator",
    email: "demo@msxstudio.app",
    firstName: "Demo",
    lastName: "Creator",
    profileImageUrl: null,
    tokenBalance: "150.50",
    subscriptionPlan: "pro",
    walletAddress: null,
    totalEarnings: "75.50",
    createdAt: iso,
    updatedAt: iso,
  };
}

/** An ordinary signed-in user built from what a login or signup form knows. */
export function createUser(
  fields: Partial<User> & Pick<User, "email">,
  now: Date = new Date(),
): User {
  const iso = now.toISOString();
  const local = fields.email.split("@")[0] ?? "creator";
  return {
    id: fields.id ?? `user-${crypto.randomUUID()}`,
    username: fields.username ?? local,
    email: fields.email,
    firstName: fields.firstName ?? null,
    lastName: fields.lastName ?? null,
    profileImageUrl: fields.profileImageUrl ?? null,
    tokenBalance: fields.tokenBalance ?? "0.00",
    subscriptionPlan: fields.subscriptionPlan ?? "free",
    walletAddress: fields.walletAddress ?? null,
    totalEarnings: fields.totalEarnings ?? "0.00",
    createdAt: fields.createdAt ?? iso,
    updatedAt: iso,
  };
}

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
