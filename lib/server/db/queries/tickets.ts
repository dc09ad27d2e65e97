/**
 * AI Debug Center tickets and notifications, per account. A new ticket is open; once it is DEBUG_RESPONSE_MS old,
 * the next read of the account's tickets moves it to in-progress with the AI's response and adds its notification.
 * That step is a conditional UPDATE (only an open ticket without a response moves), and the notification is unique
 * per ticket, so parallel reads respond to a ticket exactly once.
 */
import "server-only";

import { randomUUID } from "node:crypto";

import { and, desc, eq, inArray, isNull, lte } from "drizzle-orm";

import { aiResponseFor, DEBUG_RESPONSE_MS, type DebugNotification, type DebugTicket, type TicketDraft } from "@/lib/support/debug-center";

import type { Db, Executor } from "../client";
import { notifications, tickets } from "../schema";

type TicketRow = typeof tickets.$inferSelect;
type NotificationRow = typeof notifications.$inferSelect;

export function toTicket(row: TicketRow): DebugTicket {
  const ticket: DebugTicket = {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status as DebugTicket["status"],
    priority: row.priority as DebugTicket["priority"],
    platform: row.platform as DebugTicket["platform"],
    timestamp: row.createdAt.toISOString(),
  };
  if (row.response) ticket.response = row.response;
  return ticket;
}

export function toNotification(row: NotificationRow): DebugNotification {
  return { id: row.id, message: row.message, timestamp: row.createdAt.toISOString(), read: row.read };
}

export async function createTicket(db: Executor, accountId: string, draft: TicketDraft, now = new Date()): Promise<DebugTicket> {
  const [row] = await db
    .insert(tickets)
    .values({
      id: `t-${randomUUID()}`,
      accountId,
      title: draft.title.trim(),
      description: draft.description.trim(),
      priority: draft.priority,
      platform: draft.platform,
      status: "open",
      createdAt: now,
    })
    .returning();
  return toTicket(row);
}

/** Gives every due open ticket of the account its AI response and one notification; answers how many it moved. */
export async function respondToDueTickets(db: Db, accountId: string, now = new Date()): Promise<number> {
  const due = await db
    .select()
    .from(tickets)
    .where(
      and(
        eq(tickets.accountId, accountId),
        eq(tickets.status, "open"),
        isNull(tickets.response),
        lte(tickets.createdAt, new Date(now.getTime() - DEBUG_RESPONSE_MS)),
      ),
    );
  let moved = 0;
  for (const ticket of due) {
    const done = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(tickets)
        .set({ status: "in-progress", response: aiResponseFor(toTicket(ticket)), respondedAt: now })
        .where(and(eq(tickets.id, ticket.id), eq(tickets.status, "open"), isNull(tickets.response)))
        .returning({ id: tickets.id });
      if (!row) return false;
      await tx
        .insert(notifications)
        .values({
          id: `n-${ticket.id}`,
          accountId,
          ticketId: ticket.id,
          message: `AI responded to your ticket "${ticket.title}"`,
          createdAt: now,
        })
        .onConflictDoNothing();
      return true;
    });
    if (done) moved += 1;
  }
  return moved;
}

/** The account's tickets and notifications, newest first, after answering the tickets that are due. */
export async function readDebugCenter(
  db: Db,
  accountId: string,
  now = new Date(),
): Promise<{ tickets: DebugTicket[]; notifications: DebugNotification[] }> {
  await respondToDueTickets(db, accountId, now);
  const [ticketRows, notificationRows] = await Promise.all([
    db.select().from(tickets).where(eq(tickets.accountId, accountId)).orderBy(desc(tickets.createdAt), desc(tickets.id)),
    db
      .select()
      .from(notifications)
      .where(eq(notifications.accountId, accountId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id)),
  ]);
  return { tickets: ticketRows.map(toTicket), notifications: notificationRows.map(toNotification) };
}

/** Marks the account's ticket resolved; null when it has no such ticket. */
export async function resolveTicket(db: Executor, accountId: string, id: string): Promise<DebugTicket | null> {
  const [row] = await db
    .update(tickets)
    .set({ status: "resolved" })
    .where(and(eq(tickets.id, id), eq(tickets.accountId, accountId)))
    .returning();
  return row ? toTicket(row) : null;
}

/** Marks the given notifications (or all) of the account read; answers those it changed. Others' ids match nothing. */
export async function markNotificationsRead(db: Executor, accountId: string, ids: string[] | "all"): Promise<DebugNotification[]> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.accountId, accountId), ...(ids === "all" ? [] : [inArray(notifications.id, ids)])))
    .returning();
  return rows.map(toNotification);
}
