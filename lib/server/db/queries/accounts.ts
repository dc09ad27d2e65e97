/**
 * Accounts and their sessions. Guests are real accounts (role guest) created on the first request that needs
 * one and seeded as the product's demo user; signing up makes a new user account that takes the guest's projects and
 * files, not its demo tokens or demo plan. Sessions store only the SHA-256 of the cookie's random token.
 */
import "server-only";

import { randomUUID } from "node:crypto";

import { and, eq, gt, lt, lte, ne, sql } from "drizzle-orm";

import type { Db, Executor } from "../client";
import { accounts, files, notifications, orders, passwordResets, projects, sessions, tickets, usageCounters } from "../schema";

import type { AccountUser } from "@/lib/account/user";

import { balancesAndEarned, ensureBalances, postEntry } from "./ledger";

export type Account = typeof accounts.$inferSelect;

export const SESSION_DAYS = 30;
const DAY_MS = 86_400_000;
export const GUEST_TTL_DAYS = 30;

/** The product's demo user: 150.50 MSXT of which 75.50 earned, plan pro. */
export const DEMO_SEED = { balanceCents: 15050, earnedCents: 7550, plan: "pro" } as const;
export const WELCOME_BONUS_CENTS = 500;

export function sessionExpiry(now = new Date()): Date {
  return new Date(now.getTime() + SESSION_DAYS * DAY_MS);
}

async function seedGuest(db: Executor, accountId: string): Promise<void> {
  await ensureBalances(db, accountId);
}

/**
 * A new guest account seeded as the demo user, with a session for `sessionHash`. `id` (derived from the visitor's
 * token, lib/server/auth/session.ts) makes parallel first requests of one visitor meet on one account.
 */
export async function createGuest(db: Db, sessionHash: string, now = new Date(), id = `acc_${randomUUID()}`): Promise<Account> {
  return db.transaction(async (tx) => {
    // An expired session of this token gives way to the new one.
    await tx.delete(sessions).where(and(eq(sessions.id, sessionHash), lte(sessions.expiresAt, now)));
    const inserted = await tx
      .insert(accounts)
      .values({ id, role: "guest", firstName: "Demo", lastName: "Creator", plan: DEMO_SEED.plan })
      .onConflictDoNothing()
      .returning();
    if (inserted.length > 0) {
      await seedGuest(tx, id);
      await postEntry(tx, {
        accountId: id,
        currency: "MSXT",
        amountCents: DEMO_SEED.balanceCents - DEMO_SEED.earnedCents,
        kind: "seed",
        reference: "seed:demo",
        description: "Demo balance",
      });
      await postEntry(tx, {
        accountId: id,
        currency: "MSXT",
        amountCents: DEMO_SEED.earnedCents,
        kind: "earned",
        reference: "seed:earned",
        description: "Demo earnings",
      });
    }
    // Two first requests with one token may race: the session row decides.
    await tx.insert(sessions).values({ id: sessionHash, accountId: id, expiresAt: sessionExpiry(now) }).onConflictDoNothing();
    const [winner] = await tx
      .select({ account: accounts })
      .from(sessions)
      .innerJoin(accounts, eq(accounts.id, sessions.accountId))
      .where(eq(sessions.id, sessionHash));
    if (winner && winner.account.id !== id && inserted.length > 0) await tx.delete(accounts).where(eq(accounts.id, id));
    return winner?.account ?? inserted[0];
  });
}

const virtualVisitors = new WeakSet<Account>();

/**
 * The demo user a visitor sees before it has an account (a session token, nothing stored): the product's Demo Creator
 * on Pro with 150.50 MSXT. Not a row: readers show it, writers create the real guest first.
 */
export function demoVisitor(id: string, now = new Date()): Account {
  const account: Account = {
    id,
    role: "guest",
    email: null,
    username: null,
    passwordHash: null,
    firstName: "Demo",
    lastName: "Creator",
    profileImageUrl: null,
    phone: null,
    dateOfBirth: null,
    bio: null,
    preferences: {},
    walletAddress: null,
    plan: DEMO_SEED.plan,
    planPeriod: null,
    planPeriodEnd: null,
    planCancelAtPeriodEnd: false,
    stripeCustomerId: null,
    stripeSubscriptionId: null,
    provider: null,
    providerSubject: null,
    emailVerifiedAt: null,
    createdAt: now,
    updatedAt: now,
    lastActiveAt: now,
  };
  virtualVisitors.add(account);
  return account;
}

/** Whether an account is a visitor's demo user that is not stored yet (demoVisitor). */
export function isDemoVisitor(account: Account): boolean {
  return virtualVisitors.has(account);
}

export async function createSession(db: Executor, accountId: string, sessionHash: string, now = new Date()): Promise<void> {
  await db.insert(sessions).values({ id: sessionHash, accountId, expiresAt: sessionExpiry(now) });
}

export async function deleteSession(db: Executor, sessionHash: string): Promise<void> {
  forgetSessions({ sessionHash });
  await db.delete(sessions).where(eq(sessions.id, sessionHash));
  forgetSessions({ sessionHash });
}

let lastPurge = 0;

/** Removes idle guests at most once a day, from whichever request creates a guest. */
export async function purgeIdleGuestsDaily(db: Executor, now = new Date()): Promise<void> {
  if (now.getTime() - lastPurge < DAY_MS) return;
  lastPurge = now.getTime();
  const removed = await purgeIdleGuests(db, now);
  if (removed > 0) console.info(`Removed ${removed} guest accounts idle for ${GUEST_TTL_DAYS} days`);
}

/**
 * The account of a live session, or null. Slides the session forward (30 days from now) and records activity,
 * at most once an hour per session.
 */
export async function accountForSession(db: Db, sessionHash: string, now = new Date()): Promise<Account | null> {
  const t = now.getTime();
  // A row read while something was dropped from the cache may be from before that write: it is not kept.
  const generation = processCache.generation;
  const cached = sessionCache.get(sessionHash);
  if (cached && t - cached.at < SESSION_CACHE_MS && cached.expiresAt > t && !slideDue(cached.expiresAt, now)) {
    // The session is known live and its account id can't change. The account row answers from the cache for a
    // moment; any write to it in this process drops it (forgetSessions), and a plan period that has ended is settled.
    if (cached.account && t - cached.accountAt < ACCOUNT_CACHE_MS && !planPeriodEnded(cached.account, now)) return { ...cached.account };
    const account = await findAccountById(db, cached.accountId, now);
    if (account && generation === processCache.generation && sessionCache.get(sessionHash) === cached) {
      Object.assign(cached, { account: { ...account }, accountAt: t });
    }
    return account;
  }
  const rows = await db
    .select({ account: accounts, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(and(eq(sessions.id, sessionHash), gt(sessions.expiresAt, now)))
    .limit(1);
  const row = rows[0];
  if (!row) {
    sessionCache.delete(sessionHash);
    return null;
  }
  let expiresAt = row.expiresAt.getTime();
  if (slideDue(expiresAt, now)) {
    expiresAt = sessionExpiry(now).getTime();
    await db.update(sessions).set({ expiresAt: new Date(expiresAt) }).where(eq(sessions.id, sessionHash));
    await db.update(accounts).set({ lastActiveAt: now }).where(eq(accounts.id, row.account.id));
  }
  const account = await settlePlanPeriod(db, row.account, now);
  if (generation === processCache.generation) rememberSession(sessionHash, account, expiresAt, now);
  return account;
}

/** A session slides forward (and its account's activity is recorded) at most once an hour. */
function slideDue(expiresAt: number, now: Date): boolean {
  return expiresAt - now.getTime() < SESSION_DAYS * DAY_MS - 3_600_000;
}

/**
 * In-process cache of live sessions: token hash -> account id for SESSION_CACHE_MS, and the account's row for
 * ACCOUNT_CACHE_MS, at most SESSION_CACHE_MAX entries. Every session delete and every account write in this process
 * drops the matching entries (forgetSessions), so a revoked session (log-out, password change, promotion to owner,
 * a guest that signed up or was purged) is refused at once and a changed plan, role or profile shows at once here;
 * another process notices a revoked session within SESSION_CACHE_MS and a changed account within ACCOUNT_CACHE_MS.
 */
const SESSION_CACHE_MS = 10_000;
export const ACCOUNT_CACHE_MS = 2_000;
const SESSION_CACHE_MAX = 10_000;
type CachedSession = { accountId: string; expiresAt: number; at: number; account: Account; accountAt: number };
/**
 * One cache per process, on globalThis: Next bundles this module separately for route handlers and for pages, and a
 * drop made by a route (a plan bought, a log-out) must reach the page the browser loads next. `generation` counts
 * the drops (forgetSessions): a read that began before one does not fill the cache.
 */
const processCache = ((globalThis as unknown as { __msxSessions?: { entries: Map<string, CachedSession>; generation: number } }).__msxSessions ??= {
  entries: new Map(),
  generation: 0,
});
const sessionCache = processCache.entries;

function rememberSession(sessionHash: string, account: Account, expiresAt: number, now: Date): void {
  sessionCache.delete(sessionHash);
  if (sessionCache.size >= SESSION_CACHE_MAX) {
    const oldest = sessionCache.keys().next().value;
    if (oldest !== undefined) sessionCache.delete(oldest);
  }
  sessionCache.set(sessionHash, { accountId: account.id, expiresAt, at: now.getTime(), account: { ...account }, accountAt: now.getTime() });
}

/**
 * Drops cached sessions: one token hash, every session of an account (called by every write to the account), or
 * (no argument) all of them. A write inside a transaction calls it again once the transaction has committed: a read
 * between the two saw the row from before it.
 */
export function forgetSessions(which: { sessionHash?: string; accountId?: string } = {}): void {
  processCache.generation += 1;
  if (which.sessionHash) sessionCache.delete(which.sessionHash);
  if (which.accountId) {
    for (const [hash, entry] of sessionCache) if (entry.accountId === which.accountId) sessionCache.delete(hash);
  }
  if (!which.sessionHash && !which.accountId) sessionCache.clear();
}

/**
 * Whether a paid plan's billing period is over, so the account is on the free plan from now on: a cancelled plan
 * ends there, and so does one that was not renewed (a renewal order, or Stripe's renewal webhook, moves the end).
 * A plan without a period (the demo's, the owner's) does not end.
 */
export function planPeriodEnded(account: Pick<Account, "planPeriodEnd">, now = new Date()): boolean {
  return account.planPeriodEnd !== null && account.planPeriodEnd.getTime() <= now.getTime();
}

/**
 * Applied wherever an account is read (its session, its id): a plan whose billing period has ended becomes the
 * free plan, stored once, so every reader (the user answer, quotas, the owner's figures) sees it.
 */
export async function settlePlanPeriod(db: Executor, account: Account, now = new Date()): Promise<Account> {
  if (!planPeriodEnded(account, now)) return account;
  const [row] = await db
    .update(accounts)
    .set({ plan: "free", planPeriod: null, planPeriodEnd: null, planCancelAtPeriodEnd: false, updatedAt: now })
    .where(and(eq(accounts.id, account.id), lte(accounts.planPeriodEnd, now)))
    .returning();
  forgetSessions({ accountId: account.id });
  if (row) return row;
  const [current] = await db.select().from(accounts).where(eq(accounts.id, account.id)).limit(1);
  return current ?? account;
}

/**
 * Every plan whose period has ended becomes free, in one statement: for readers of many accounts at once (the
 * owner's figures by plan), which do not go through settlePlanPeriod. Answers how many changed.
 */
export async function settleEndedPlans(db: Executor, now = new Date()): Promise<number> {
  const rows = await db
    .update(accounts)
    .set({ plan: "free", planPeriod: null, planPeriodEnd: null, planCancelAtPeriodEnd: false, updatedAt: now })
    .where(lte(accounts.planPeriodEnd, now))
    .returning({ id: accounts.id });
  for (const row of rows) forgetSessions({ accountId: row.id });
  return rows.length;
}

export async function findAccountById(db: Executor, id: string, now = new Date()): Promise<Account | null> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  return row ? settlePlanPeriod(db, row, now) : null;
}

export async function findAccountByEmail(db: Executor, email: string): Promise<Account | null> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(sql`lower(${accounts.email}) = lower(${email.trim()})`)
    .limit(1);
  return row ?? null;
}

export type SignUpResult = { ok: true; account: Account } | { ok: false; reason: "email_taken" | "username_taken" };

function uniqueViolation(error: unknown): string | null {
  let e: unknown = error;
  for (let i = 0; i < 3 && e; i += 1) {
    const record = e as { code?: string; constraint?: string; message?: string; cause?: unknown };
    if (record.code === "23505") return record.constraint ?? record.message ?? "unique";
    e = record.cause;
  }
  return null;
}

/** The refusal of an e-mail or username another account has; any other error is thrown again. */
function nameTaken(error: unknown): { ok: false; reason: "email_taken" | "username_taken" } {
  const constraint = uniqueViolation(error);
  if (constraint?.includes("email")) return { ok: false, reason: "email_taken" };
  if (constraint?.includes("username")) return { ok: false, reason: "username_taken" };
  throw error;
}

/**
 * Creates a user account with its own balance (the welcome bonus, 5 MSXT) on the free plan. From a guest (guestId),
 * what the visitor made comes along: projects, uploaded files, tickets and notifications, preferences, this month's
 * counted use, and orders (with a plan actually bought); the demo tokens and the demo plan do not: the guest account
 * and its ledger are removed.
 */
export async function signUp(
  db: Db,
  input: { email: string; username: string; passwordHash: string; firstName: string | null; lastName: string | null; guestId?: string | null },
): Promise<SignUpResult> {
  try {
    const account = await db.transaction(async (tx) => {
      const [guest] = input.guestId
        ? await tx.select().from(accounts).where(and(eq(accounts.id, input.guestId), eq(accounts.role, "guest"))).for("update")
        : [];
      // A plan bought by the guest (it has a billing period) is the customer's; the demo seed's Pro is not.
      const bought = guest && guest.planPeriodEnd !== null && guest.plan !== "free";
      const [account] = await tx
        .insert(accounts)
        .values({
          id: `acc_${randomUUID()}`,
          role: "user",
          email: input.email.trim(),
          username: input.username.trim(),
          passwordHash: input.passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          plan: bought ? guest.plan : "free",
          planPeriod: bought ? guest.planPeriod : null,
          planPeriodEnd: bought ? guest.planPeriodEnd : null,
          planCancelAtPeriodEnd: bought ? guest.planCancelAtPeriodEnd : false,
          profileImageUrl: guest?.profileImageUrl ?? null,
          preferences: guest?.preferences ?? {},
        })
        .returning();
      await ensureBalances(tx, account.id);
      if (guest) {
        const from = guest.id;
        const to = account.id;
        await tx.update(projects).set({ accountId: to }).where(eq(projects.accountId, from));
        // The files become the user's: they count against the user's plan, no longer the address's guest storage.
        await tx.update(files).set({ accountId: to, guestClient: null }).where(eq(files.accountId, from));
        await tx.update(tickets).set({ accountId: to }).where(eq(tickets.accountId, from));
        await tx.update(notifications).set({ accountId: to }).where(eq(notifications.accountId, from));
        await tx.update(orders).set({ accountId: to }).where(eq(orders.accountId, from));
        await tx.update(usageCounters).set({ accountId: to }).where(eq(usageCounters.accountId, from));
        // The guest goes, and with it (cascade) its demo ledger, balances and sessions.
        await tx.delete(accounts).where(eq(accounts.id, from));
        forgetSessions({ accountId: from });
      }
      await postEntry(tx, {
        accountId: account.id,
        currency: "MSXT",
        amountCents: WELCOME_BONUS_CENTS,
        kind: "welcome",
        reference: "welcome",
        description: "Welcome bonus",
      });
      return account;
    });
    if (input.guestId) forgetSessions({ accountId: input.guestId });
    return { ok: true, account };
  } catch (error) {
    return nameTaken(error);
  }
}

/** A fresh account for a social sign-in without provider keys (development): never owner, never shared. */
export async function createProviderAccount(db: Db, provider: string, email: string | null, name: string, lastName: string | null = null): Promise<Account> {
  return db.transaction(async (tx) => {
    const id = `acc_${randomUUID()}`;
    const [account] = await tx
      .insert(accounts)
      .values({ id, role: "user", provider, email, username: `${provider}_${id.slice(4, 12)}`, firstName: name, lastName, plan: "free" })
      .returning();
    await ensureBalances(tx, id);
    return account;
  });
}

/** The account of an OAuth identity, created on first sign-in. Matched by (provider, subject), never by e-mail. */
export async function findOrCreateOAuthAccount(db: Db, provider: string, subject: string, email: string | null, name: string): Promise<Account> {
  const find = async () =>
    (await db.select().from(accounts).where(and(eq(accounts.provider, provider), eq(accounts.providerSubject, subject))).limit(1))[0];
  const existing = await find();
  if (existing) return existing;
  const create = (withEmail: string | null) =>
    db.transaction(async (tx) => {
      const id = `acc_${randomUUID()}`;
      const [account] = await tx
        .insert(accounts)
        .values({ id, role: "user", provider, providerSubject: subject, email: withEmail, username: `${provider}_${id.slice(4, 12)}`, firstName: name, plan: "free" })
        .returning();
      await ensureBalances(tx, id);
      return account;
    });
  try {
    return await create(email);
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint?.includes("provider_subject")) return (await find())!;
    // The e-mail belongs to another account: this identity gets its own account without it.
    if (constraint?.includes("email")) return create(null);
    throw error;
  }
}

/**
 * Creates or updates the owner account from OWNER_EMAIL / OWNER_PASSWORD. Only a password account is ever made
 * owner: an account from a social sign-in (provider set) whose unverified e-mail equals OWNER_EMAIL gives the
 * e-mail up and a separate owner account is created, so signing in with that identity never reaches owner access.
 * An account promoted here loses its sessions: whoever held them never proved the owner's password.
 */
export async function upsertOwner(db: Db, email: string, passwordHash: string): Promise<Account> {
  const owner = await upsertOwnerRow(db, email, passwordHash);
  // Again after the commit: a request between the delete and the commit may have cached a session it still saw.
  forgetSessions({ accountId: owner.id });
  return owner;
}

async function upsertOwnerRow(db: Db, email: string, passwordHash: string): Promise<Account> {
  return db.transaction(async (tx) => {
    const existing = await findAccountByEmail(tx, email);
    if (existing && existing.provider === null) {
      if (existing.role !== "owner") {
        await tx.delete(sessions).where(eq(sessions.accountId, existing.id));
        forgetSessions({ accountId: existing.id });
      }
      const [account] = await tx
        .update(accounts)
        // The operator configured this address: it counts as verified.
        .set({ role: "owner", passwordHash, emailVerifiedAt: sql`coalesce(${accounts.emailVerifiedAt}, now())`, updatedAt: new Date() })
        .where(eq(accounts.id, existing.id))
        .returning();
      // A password set by the operator: no reset link sent before it still works.
      await tx.delete(passwordResets).where(eq(passwordResets.accountId, existing.id));
      return account;
    }
    if (existing) {
      await tx.update(accounts).set({ email: null, updatedAt: new Date() }).where(eq(accounts.id, existing.id));
      forgetSessions({ accountId: existing.id });
    }
    const id = `acc_${randomUUID()}`;
    // "owner" may already be somebody's username (or a previous owner's): then the owner gets a unique one.
    const [taken] = await tx.select({ id: accounts.id }).from(accounts).where(sql`lower(${accounts.username}) = 'owner'`).limit(1);
    const username = taken ? `owner_${id.slice(4, 12)}` : "owner";
    const [account] = await tx
      .insert(accounts)
      .values({ id, role: "owner", email, username, firstName: "Owner", plan: "enterprise", passwordHash, emailVerifiedAt: new Date() })
      .returning();
    await ensureBalances(tx, id);
    return account;
  });
}

export const profileFields = [
  "firstName",
  "lastName",
  "email",
  "username",
  "profileImageUrl",
  "phone",
  "dateOfBirth",
  "bio",
  "walletAddress",
] as const;
export type ProfileUpdate = Partial<Record<(typeof profileFields)[number], string | null>> & {
  preferences?: Record<string, boolean>;
};

export async function updateProfile(
  db: Db,
  accountId: string,
  update: ProfileUpdate,
): Promise<{ ok: true; account: Account } | { ok: false; reason: "email_taken" | "username_taken" }> {
  try {
    const { preferences, ...fields } = update;
    const newEmail = fields.email;
    const [account] = await db
      .update(accounts)
      .set({
        ...fields,
        // A verification belongs to an address: a new address is unverified until its own link is opened.
        ...(newEmail !== undefined
          ? { emailVerifiedAt: sql`case when lower(coalesce(${accounts.email}, '')) = lower(${newEmail ?? ""}) then ${accounts.emailVerifiedAt} else null end` }
          : {}),
        // Preferences are merged key by key, so two quick switches never undo each other.
        ...(preferences ? { preferences: sql`${accounts.preferences} || ${JSON.stringify(preferences)}::jsonb` } : {}),
        updatedAt: new Date(),
      })
      .where(eq(accounts.id, accountId))
      .returning();
    forgetSessions({ accountId });
    return { ok: true, account };
  } catch (error) {
    return nameTaken(error);
  }
}

/**
 * Sets a new password and signs the account out everywhere except `keepSessionHash` (the session that changed it):
 * whoever knew the old password, or held a session, loses access with it.
 */
/**
 * Sets an account's password. Every outstanding reset token of the account goes with the old password, and every
 * session but `keepSessionHash`'s ends.
 */
export async function setPassword(db: Executor, accountId: string, passwordHash: string, keepSessionHash: string | null = null): Promise<void> {
  await db.update(accounts).set({ passwordHash, updatedAt: new Date() }).where(eq(accounts.id, accountId));
  await db.delete(passwordResets).where(eq(passwordResets.accountId, accountId));
  await db
    .delete(sessions)
    .where(and(eq(sessions.accountId, accountId), keepSessionHash ? ne(sessions.id, keepSessionHash) : undefined));
  forgetSessions({ accountId });
}

/**
 * Test harness only (app/api/test/seed): sets a plan with no billing period. Everywhere else a plan changes
 * through a paid order or a cancellation (lib/server/orders.ts).
 */
export async function setPlan(db: Executor, accountId: string, plan: string): Promise<Account> {
  const [account] = await db
    .update(accounts)
    .set({ plan, planPeriod: null, planPeriodEnd: null, planCancelAtPeriodEnd: false, updatedAt: new Date() })
    .where(eq(accounts.id, accountId))
    .returning();
  forgetSessions({ accountId });
  return account;
}

/** How long a reset link works: at most an hour. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export async function createPasswordReset(db: Executor, accountId: string, tokenHash: string, now = new Date()): Promise<void> {
  await db.insert(passwordResets).values({ id: tokenHash, accountId, expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS) });
}

/**
 * Uses a reset token once to set the account's password; answers the account id or null (unknown, used, expired,
 * or gone because a password was set since). Under the account's row lock: of parallel resets with the account's
 * several tokens, the first sets the password and deletes the others before the next one looks.
 */
export async function resetPasswordWithToken(db: Db, tokenHash: string, passwordHash: string, now = new Date()): Promise<string | null> {
  const [reset] = await db.select({ accountId: passwordResets.accountId }).from(passwordResets).where(eq(passwordResets.id, tokenHash));
  if (!reset) return null;
  const accountId = await db.transaction(async (tx) => {
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, reset.accountId)).for("update");
    const rows = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.id, tokenHash), sql`${passwordResets.usedAt} is null`, gt(passwordResets.expiresAt, now)))
      .returning({ accountId: passwordResets.accountId });
    if (!rows[0]) return null;
    await setPassword(tx, rows[0].accountId, passwordHash);
    return rows[0].accountId;
  });
  // Again after the commit, as upsertOwner does: a request in between may have cached a session it still saw.
  if (accountId) forgetSessions({ accountId });
  return accountId;
}

/** Removes guests without activity for 30 days (and, by cascade, their sessions and entries). */
export async function purgeIdleGuests(db: Executor, now = new Date()): Promise<number> {
  const rows = await db
    .delete(accounts)
    .where(and(eq(accounts.role, "guest"), lt(accounts.lastActiveAt, new Date(now.getTime() - GUEST_TTL_DAYS * DAY_MS))))
    .returning({ id: accounts.id });
  for (const row of rows) forgetSessions({ accountId: row.id });
  return rows.length;
}

/** What the browser gets: the product's User shape plus role and the USD balance. No password hash, no secrets. */
export type PublicUser = AccountUser;

const cents = (n: number) => (n / 100).toFixed(2);

export async function toPublicUser(db: Executor, account: Account): Promise<PublicUser> {
  const { earned, ...balance } = isDemoVisitor(account)
    ? { MSXT: DEMO_SEED.balanceCents, USD: 0, earned: DEMO_SEED.earnedCents }
    : await balancesAndEarned(db, account.id);
  const guest = account.role === "guest";
  return {
    id: account.id,
    role: account.role as PublicUser["role"],
    username: account.username ?? (guest ? "demo_creator" : "creator"),
    email: account.email ?? (guest ? "demo@msxstudio.app" : ""),
    emailVerified: account.emailVerifiedAt !== null,
    firstName: account.firstName,
    lastName: account.lastName,
    profileImageUrl: account.profileImageUrl,
    tokenBalance: cents(balance.MSXT),
    usdBalance: cents(balance.USD),
    subscriptionPlan: account.plan,
    planPeriodEnd: account.planPeriodEnd?.toISOString() ?? null,
    planCancelAtPeriodEnd: account.planCancelAtPeriodEnd,
    walletAddress: account.walletAddress,
    totalEarnings: cents(earned),
    phone: account.phone,
    dateOfBirth: account.dateOfBirth,
    bio: account.bio,
    preferences: account.preferences ?? {},
    createdAt: account.createdAt.toISOString(),
    updatedAt: account.updatedAt.toISOString(),
  };
}
