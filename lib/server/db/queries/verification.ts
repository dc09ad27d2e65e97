/**
 * E-mail verification links. A link's token is stored only as its SHA-256, for the address it was sent to; it works
 * once, for a day, and only while the account still has that address.
 */
import "server-only";

import { and, eq, gt, sql } from "drizzle-orm";

import type { Db, Executor } from "../client";
import { accounts, emailVerifications } from "../schema";

import { type Account, forgetSessions } from "./accounts";

/** How long a verification link works. */
export const VERIFICATION_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

export async function createEmailVerification(db: Executor, accountId: string, email: string, tokenHash: string, now = new Date()): Promise<void> {
  await db.insert(emailVerifications).values({ id: tokenHash, accountId, email, expiresAt: new Date(now.getTime() + VERIFICATION_TOKEN_TTL_MS) });
}

/**
 * Uses a verification token once: the account whose address it was sent to is verified (from now, unless it already
 * was) and its other links are deleted. Answers the account, or null when the token is unknown, used, expired, or for
 * an address the account no longer has. Parallel uses of one token: the conditional UPDATE lets one through.
 */
export async function verifyEmailWithToken(db: Db, tokenHash: string, now = new Date()): Promise<Account | null> {
  const account = await db.transaction(async (tx) => {
    const [link] = await tx
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(and(eq(emailVerifications.id, tokenHash), sql`${emailVerifications.usedAt} is null`, gt(emailVerifications.expiresAt, now)))
      .returning({ accountId: emailVerifications.accountId, email: emailVerifications.email });
    if (!link) return null;
    const [verified] = await tx
      .update(accounts)
      .set({ emailVerifiedAt: sql`coalesce(${accounts.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now })
      .where(and(eq(accounts.id, link.accountId), sql`lower(${accounts.email}) = lower(${link.email})`))
      .returning();
    if (!verified) return null;
    await tx.delete(emailVerifications).where(eq(emailVerifications.accountId, link.accountId));
    return verified;
  });
  if (account) forgetSessions({ accountId: account.id });
  return account;
}

/** The account's links are void (its address changed). */
export async function deleteEmailVerifications(db: Executor, accountId: string): Promise<void> {
  await db.delete(emailVerifications).where(eq(emailVerifications.accountId, accountId));
}
