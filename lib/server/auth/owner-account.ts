/**
 * The owner: an account with the role owner, created or updated from OWNER_EMAIL and OWNER_PASSWORD when the
 * server first needs it (instrumentation.ts calls it on start as well). Without them there is no owner.
 */
import "server-only";

import { getDb } from "@/lib/server/db/client";
import { findAccountByEmail, upsertOwner } from "@/lib/server/db/queries/accounts";

import { hashPassword, verifyPassword } from "./password";

const state = globalThis as unknown as { __msxOwner?: Promise<void> };

async function sync(): Promise<void> {
  const email = process.env.OWNER_EMAIL?.trim();
  const password = process.env.OWNER_PASSWORD;
  if (!email || !password) return;
  const db = await getDb();
  const existing = await findAccountByEmail(db, email);
  if (existing?.role === "owner" && (await verifyPassword(password, existing.passwordHash))) return;
  await upsertOwner(db, email, await hashPassword(password));
}

export function ensureOwner(): Promise<void> {
  state.__msxOwner ??= sync().catch((error: unknown) => {
    state.__msxOwner = undefined;
    throw error;
  });
  return state.__msxOwner;
}
