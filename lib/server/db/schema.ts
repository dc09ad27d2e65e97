/**
 * The database schema (drizzle). Money is integer cents. A balance changes only together with a ledger entry in
 * one transaction (lib/server/db/queries/ledger.ts); rules that must hold once are unique keys.
 * Migrations in ./migrations are generated from this file by `npx drizzle-kit generate`.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
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
    /** free | starter | pro | enterprise. Changed only by a paid order, or when a cancelled plan's period ends. */
    plan: text("plan").notNull().default("free"),
    /** monthly | yearly: the billing period of the paid plan, null on free. */
    planPeriod: text("plan_period"),
    /** End of the current billing period of the paid plan, null on free. */
    planPeriodEnd: timestamp("plan_period_end", { withTimezone: true, mode: "date" }),
    /** True after Cancel Subscription: the plan stays until plan_period_end, then becomes free. */
    planCancelAtPeriodEnd: boolean("plan_cancel_at_period_end").notNull().default(false),
    /** Stripe customer (cus_...) of the account's plan subscription, or null. */
    stripeCustomerId: text("stripe_customer_id"),
    /** The Stripe subscription (sub_...) that renews the account's plan, or null (no automatic renewal). */
    stripeSubscriptionId: text("stripe_subscription_id"),
    /** Social provider that created the account (google, microsoft, yahoo, dev), or null. */
    provider: text("provider"),
    /** The provider's stable user id (OAuth `sub`); (provider, provider_subject) is unique. */
    providerSubject: text("provider_subject"),
    /** When the account's current e-mail address was verified (its link opened), or null: rewards need it. */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    lastActiveAt: timestamp("last_active_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("accounts_email_lower_key").on(sql`lower(${t.email})`),
    uniqueIndex("accounts_username_lower_key").on(sql`lower(${t.username})`),
    uniqueIndex("accounts_provider_subject_key").on(t.provider, t.providerSubject),
    index("accounts_role_active_idx").on(t.role, t.lastActiveAt),
    // Stripe's renewal and cancellation events name the subscription.
    index("accounts_stripe_subscription_idx").on(t.stripeSubscriptionId),
    check("accounts_role_check", sql`${t.role} in ('guest', 'user', 'owner')`),
  ],
);

/** The account a row belongs to (account_id): deleting the account deletes the row. */
const ownerAccountId = () =>
  text("account_id")
    .notNull()
    .references(() => accounts.id, { onDelete: "cascade" });

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the cookie's token (hex); the token itself is never stored. */
    id: text("id").primaryKey(),
    accountId: ownerAccountId(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("sessions_account_idx").on(t.accountId)],
);

export const passwordResets = pgTable("password_resets", {
  /** SHA-256 of the link's token (hex). */
  id: text("id").primaryKey(),
  accountId: ownerAccountId(),
  expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
  createdAt: createdAt(),
});

/**
 * E-mail verification links: each the SHA-256 of its token (the token itself is only in the mail), for the address it
 * was sent to. Used once; a link for an address the account no longer has verifies nothing.
 */
export const emailVerifications = pgTable(
  "email_verifications",
  {
    /** SHA-256 of the link's token (hex). */
    id: text("id").primaryKey(),
    accountId: ownerAccountId(),
    email: text("email").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [index("email_verifications_account_idx").on(t.accountId)],
);

/** Append-only: every movement of MSXT or USD. Never updated except a pending entry's status. */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    accountId: ownerAccountId(),
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
    accountId: ownerAccountId(),
    currency: text("currency").notNull(),
    balanceCents: bigint("balance_cents", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.currency] }), check("balances_non_negative", sql`${t.balanceCents} >= 0`)],
);

/** A withdrawal request: recorded as pending with its method (no amount is asked). */
export const withdrawals = pgTable(
  "withdrawals",
  {
    id: text("id").primaryKey(),
    accountId: ownerAccountId(),
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

/**
 * Every purchase. The plan changes only when an order is paid, in the same transaction; a token payment's ledger
 * entry has the reference `order:<id>`.
 */
export const orders = pgTable(
  "orders",
  {
    id: text("id").primaryKey(),
    accountId: ownerAccountId(),
    /** starter | pro | enterprise */
    plan: text("plan").notNull(),
    /** monthly | yearly */
    period: text("period").notNull(),
    /** checkout (the /subscription cart) | chooser (the 'Choose Your Plan' dialog) */
    source: text("source").notNull(),
    /** Price before the promo, in cents of the order's currency. */
    listCents: bigint("list_cents", { mode: "number" }).notNull(),
    discountCents: bigint("discount_cents", { mode: "number" }).notNull().default(0),
    /** What was charged, in cents. */
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    /** USD (card) | MSXT (tokens) */
    currency: text("currency").notNull(),
    /** card | tokens */
    paymentMethod: text("payment_method").notNull(),
    /** The promo code as configured (normalised), or null. */
    promoCode: text("promo_code"),
    /** pending | paid | failed | cancelled */
    status: text("status").notNull().default("pending"),
    /** embedded | stripe */
    provider: text("provider").notNull().default("embedded"),
    /** The processor's id for this payment (e.g. a Stripe Checkout session), or null. */
    providerRef: text("provider_ref"),
    /** A Stripe plan order in subscription mode: the subscription (sub_...) it started, once paid. */
    subscriptionId: text("subscription_id"),
    failureReason: text("failure_reason"),
    createdAt: createdAt(),
    paidAt: timestamp("paid_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    index("orders_account_created_idx").on(t.accountId, t.createdAt),
    index("orders_status_created_idx").on(t.status, t.createdAt),
    index("orders_subscription_idx").on(t.subscriptionId),
    uniqueIndex("orders_provider_ref_key").on(t.provider, t.providerRef),
    check("orders_status_check", sql`${t.status} in ('pending', 'paid', 'failed', 'cancelled')`),
    check("orders_currency_check", sql`${t.currency} in ('USD', 'MSXT')`),
    check("orders_amounts_check", sql`${t.amountCents} >= 0 and ${t.discountCents} >= 0 and ${t.listCents} >= 0`),
  ],
);

/**
 * Card top-ups of MSXT (the sidebar's Buy): the server prices them (1 MSXT = $1), the payment provider takes the
 * money, and a paid top-up is credited once as bought MSXT (ledger reference `topup:<id>`) in the transaction that
 * marks it paid. `request_id` is the buyer's idempotency key: a repeated request is the same top-up.
 */
export const topups = pgTable(
  "topups",
  {
    id: text("id").primaryKey(),
    accountId: ownerAccountId(),
    /** Cents of USD charged, and cents of MSXT credited. */
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    /** pending | paid | failed */
    status: text("status").notNull().default("pending"),
    /** embedded | stripe */
    provider: text("provider").notNull(),
    /** The processor's id for this payment (a Stripe Checkout session, an embedded test charge), or null. */
    providerRef: text("provider_ref"),
    requestId: text("request_id").notNull(),
    testMode: boolean("test_mode").notNull().default(false),
    /** The card's brand and last four digits when the embedded processor took it (never the number). */
    cardLabel: text("card_label"),
    failureReason: text("failure_reason"),
    createdAt: createdAt(),
    paidAt: timestamp("paid_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    uniqueIndex("topups_account_request_key").on(t.accountId, t.requestId),
    uniqueIndex("topups_provider_ref_key").on(t.provider, t.providerRef),
    index("topups_account_created_idx").on(t.accountId, t.createdAt),
    check("topups_status_check", sql`${t.status} in ('pending', 'paid', 'failed')`),
    check("topups_amount_check", sql`${t.amountCents} > 0`),
  ],
);

/**
 * Uses of each promo code (the codes themselves are configuration: PROMO_CODES). A use is counted by a
 * conditional increment in the order's transaction, so a limit holds across restarts and instances.
 */
export const promoUses = pgTable(
  "promo_uses",
  {
    /** Normalised code. */
    code: text("code").primaryKey(),
    uses: integer("uses").notNull().default(0),
  },
  (t) => [check("promo_uses_non_negative", sql`${t.uses} >= 0`)],
);

/**
 * Each use of a promo code by an account. A code is usable `perAccount` times per account (default once): use n
 * is the row (code, account, n), so the unique key, not application code, refuses a second use under parallel
 * orders. A code with no per-account limit records its uses with a null slot (never in conflict).
 */
export const promoRedemptions = pgTable(
  "promo_redemptions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** Normalised code. */
    code: text("code").notNull(),
    accountId: ownerAccountId(),
    /** 1..perAccount; null for a code without a per-account limit. */
    slot: integer("slot"),
    /** The order that used it (a failed hosted payment gives the use back). */
    orderId: text("order_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("promo_redemptions_code_account_slot_key").on(t.code, t.accountId, t.slot), index("promo_redemptions_order_idx").on(t.orderId)],
);

/**
 * Each Stripe invoice that renewed a plan (invoice.paid, billing_reason subscription_cycle). The invoice id is the
 * key: a replayed or parallel delivery of the same event finds it taken and extends nothing.
 */
export const stripeInvoices = pgTable(
  "stripe_invoices",
  {
    invoiceId: text("invoice_id").primaryKey(),
    subscriptionId: text("subscription_id").notNull(),
    accountId: ownerAccountId(),
    /** The end of the period the invoice paid for. */
    periodEnd: timestamp("period_end", { withTimezone: true, mode: "date" }).notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("stripe_invoices_account_idx").on(t.accountId)],
);

/** Monthly counters of metered use (ai_generation, export), incremented conditionally against the plan's limit. */
export const usageCounters = pgTable(
  "usage_counters",
  {
    accountId: ownerAccountId(),
    /** ai_generation | export */
    kind: text("kind").notNull(),
    /** UTC month, YYYY-MM. */
    month: text("month").notNull(),
    count: integer("count").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.kind, t.month] }), index("usage_counters_month_idx").on(t.month, t.kind)],
);

/**
 * Metered use of guests per client address and UTC month (ai_generation, export): all guests from one address share
 * the guest quota, so a new cookie does not buy a new one. Incremented conditionally, as usage_counters.
 */
export const guestUsage = pgTable(
  "guest_usage",
  {
    /** The client address key (lib/server/client-address). */
    client: text("client").notNull(),
    kind: text("kind").notNull(),
    month: text("month").notNull(),
    count: integer("count").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.client, t.kind, t.month] })],
);

/** Uploaded files. Keys live under the account; pending files count against the quota (reserved at create). */
export const files = pgTable(
  "files",
  {
    id: text("id").primaryKey(),
    accountId: ownerAccountId(),
    key: text("key").notNull(),
    name: text("name").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    /** pending (reserved, bytes on their way) | complete */
    status: text("status").notNull().default("pending"),
    /** A guest's upload: the client address key it counts against (guests share a quota per address); null otherwise. */
    guestClient: text("guest_client"),
    createdAt: createdAt(),
    completedAt: timestamp("completed_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    uniqueIndex("files_key_key").on(t.key),
    index("files_account_idx").on(t.accountId, t.createdAt),
    index("files_guest_client_idx").on(t.guestClient),
    check("files_status_check", sql`${t.status} in ('pending', 'complete')`),
    check("files_size_check", sql`${t.sizeBytes} >= 0`),
  ],
);

/** Saved editor projects. `document` holds the editor's project document (validated by its zod schema). */
export const projects = pgTable(
  "projects",
  {
    id: text("id").primaryKey(),
    accountId: ownerAccountId(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    /** draft | processing | completed | published */
    status: text("status").notNull().default("draft"),
    /** private | public */
    visibility: text("visibility").notNull().default("private"),
    thumbnail: text("thumbnail"),
    document: jsonb("document").$type<unknown>().notNull(),
    /** Bumped on every save; a save naming an older revision is refused (409) instead of overwriting. */
    revision: integer("revision").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("projects_account_updated_idx").on(t.accountId, t.updatedAt),
    check("projects_status_check", sql`${t.status} in ('draft', 'processing', 'completed', 'published')`),
    check("projects_visibility_check", sql`${t.visibility} in ('private', 'public')`),
  ],
);

/**
 * My Templates: projects an account saved as templates of its own (private to it). `document` is the template's
 * project document (validated by its zod schema) with its chosen items as empty media slots.
 */
export const userTemplates = pgTable(
  "user_templates",
  {
    id: text("id").primaryKey(),
    accountId: ownerAccountId(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    aspectRatio: text("aspect_ratio").notNull(),
    /** Seconds, as the gallery card shows it ("0:15"). */
    duration: text("duration").notNull(),
    slotCount: integer("slot_count").notNull().default(0),
    document: jsonb("document").$type<unknown>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("user_templates_account_created_idx").on(t.accountId, t.createdAt), check("user_templates_slots_check", sql`${t.slotCount} >= 0`)],
);

/** AI Debug Center tickets. An open ticket gets its AI response 3 s after creation. */
export const tickets = pgTable(
  "tickets",
  {
    id: text("id").primaryKey(),
    accountId: ownerAccountId(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    /** low | medium | high | critical */
    priority: text("priority").notNull(),
    /** web | app | both */
    platform: text("platform").notNull(),
    /** open | in-progress | resolved */
    status: text("status").notNull().default("open"),
    response: text("response"),
    createdAt: createdAt(),
    respondedAt: timestamp("responded_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    index("tickets_account_created_idx").on(t.accountId, t.createdAt),
    check("tickets_status_check", sql`${t.status} in ('open', 'in-progress', 'resolved')`),
  ],
);

/** Notifications of the AI Debug Center; at most one per ticket response. */
export const notifications = pgTable(
  "notifications",
  {
    id: text("id").primaryKey(),
    accountId: ownerAccountId(),
    ticketId: text("ticket_id").references(() => tickets.id, { onDelete: "cascade" }),
    message: text("message").notNull(),
    read: boolean("read").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("notifications_ticket_key").on(t.ticketId), index("notifications_account_idx").on(t.accountId, t.createdAt)],
);

/**
 * Events the server saw an account do that challenges count (an upload completed, a project shared, a log-in).
 * One row per (account, kind, ref): a file completes once, a project is shared once a day, a log-in counts once a
 * day, however often the request is repeated. `day` is the UTC calendar day, YYYY-MM-DD.
 */
export const activityEvents = pgTable(
  "activity_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    accountId: ownerAccountId(),
    /** video_upload | share | login */
    kind: text("kind").notNull(),
    /** What makes the event once: the file id, `<projectId>:<day>`, the day. */
    ref: text("ref").notNull(),
    day: text("day").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("activity_events_account_kind_ref_key").on(t.accountId, t.kind, t.ref),
    index("activity_events_account_kind_day_idx").on(t.accountId, t.kind, t.day),
  ],
);
