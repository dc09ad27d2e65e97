/**
 * The database schema (drizzle). Money is integer cents. A balance changes only together with a ledger entry in
 * one transaction (lib/server/db/queries/ledger.ts); rules that must hold once are unique keys.
 * Migrations in ./migrations are generated from this file by `npx drizzle-kit generate`.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    /** guest | user | owner */
    role: text("role").notNull().default("guest"),
    email: text("email"),
    username: text("username"),
    passwordHash: text("password_hash"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    profileImageUrl: text("profile_image_url"),
    phone: text("phone"),
    dateOfBirth: text("date_of_birth"),
    bio: text("bio"),
    preferences: jsonb("preferences").$type<Record<string, boolean>>().notNull().default({}),
    walletAddress: text("wallet_address"),
    /** free | starter | pro | enterprise */
    plan: text("plan").notNull().default("free"),
    /** Social provider that created the account (google, microsoft, yahoo, dev), or null. */
    provider: text("provider"),
    /** The provider's stable user id (OAuth `sub`); (provider, provider_subject) is unique. */
    providerSubject: text("provider_subject"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    lastActiveAt: timestamp("last_active_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("accounts_email_lower_key").on(sql`lower(${t.email})`),
    uniqueIndex("accounts_username_lower_key").on(sql`lower(${t.username})`),
    uniqueIndex("accounts_provider_subject_key").on(t.provider, t.providerSubject),
    index("accounts_role_active_idx").on(t.role, t.lastActiveAt),
    check("accounts_role_check", sql`${t.role} in ('guest', 'user', 'owner')`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the cookie's token (hex); the token itself is never stored. */
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("sessions_account_idx").on(t.accountId)],
);

export const passwordResets = pgTable("password_resets", {
  /** SHA-256 of the link's token (hex). */
  id: text("id").primaryKey(),
  accountId: text("account_id")
    .notNull()
    .references(() => accounts.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
  createdAt: createdAt(),
});

/** Append-only: every movement of MSXT or USD. Never updated except a pending entry's status. */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    /** MSXT | USD */
    currency: text("currency").notNull(),
    /** Signed, in cents. */
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    /** seed, welcome, daily, weekly, challenge, conversion, purchase, withdrawal, transfer, refund */
    kind: text("kind").notNull(),
    /** Unique per account: the idempotency key (e.g. daily:2026-11-22). */
    reference: text("reference").notNull(),
    description: text("description").notNull().default(""),
    /** completed | pending */
    status: text("status").notNull().default("completed"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("ledger_entries_account_reference_key").on(t.accountId, t.reference),
    index("ledger_entries_account_created_idx").on(t.accountId, t.createdAt),
    check("ledger_entries_currency_check", sql`${t.currency} in ('MSXT', 'USD')`),
    check("ledger_entries_status_check", sql`${t.status} in ('completed', 'pending')`),
  ],
);

/** The cached balance, kept in the same transaction as its ledger entry. */
export const balances = pgTable(
  "balances",
  {
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    currency: text("currency").notNull(),
    balanceCents: bigint("balance_cents", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.currency] }), check("balances_non_negative", sql`${t.balanceCents} >= 0`)],
);

/** A withdrawal request: recorded as pending with its method (the spec asks no amount). */
export const withdrawals = pgTable(
  "withdrawals",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    method: text("method").notNull(),
    status: text("status").notNull().default("pending"),
    createdAt: createdAt(),
  },
  (t) => [index("withdrawals_account_idx").on(t.accountId)],
);

/** Fixed-window counters shared by every instance (log-in, sign-up, forgot password, promo, AI). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true, mode: "date" }).notNull(),
  count: integer("count").notNull(),
});
