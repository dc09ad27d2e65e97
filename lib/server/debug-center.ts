/** The AI Debug Center's service: the account's tickets and notifications (due ones answered), submitting and resolving. */
import "server-only";

import { type DebugNotification, type DebugState, type DebugTicket, emptyDebugState, type TicketDraft } from "@/lib/support/debug-center";
import { ApiError } from "@/lib/server/api";
import { rateLimit } from "@/lib/server/auth/guard";
import { currentAccount } from "@/lib/server/auth/session";
import { getDb } from "@/lib/server/db/client";
import { createTicket, markNotificationsRead, readDebugCenter, resolveTicket } from "@/lib/server/db/queries/tickets";

/** For the server render: the signed-in account's state, or the empty one. */
export async function currentDebugCenter(): Promise<DebugState> {
  const account = await currentAccount();
  return account ? readDebugCenter(await getDb(), account.id) : emptyDebugState;
}

/** The account's tickets and notifications; reading them answers the tickets that are due, once. */
export async function debugCenterOf(accountId: string): Promise<DebugState> {
  return readDebugCenter(await getDb(), accountId);
}

/** Submits a ticket (at most 30 a minute per account): the open ticket. */
export async function submitTicket(accountId: string, draft: TicketDraft): Promise<DebugTicket> {
  await rateLimit("tickets", accountId, 30);
  return createTicket(await getDb(), accountId, draft);
}

/** Mark Resolved. Another account's ticket is answered like a missing one (404). */
export async function resolveTicketOf(accountId: string, id: string): Promise<DebugTicket> {
  const ticket = await resolveTicket(await getDb(), accountId, id);
  if (!ticket) throw new ApiError(404, "Ticket not found", "ticket_not_found");
  return ticket;
}

/**
 * Marks the account's notifications read: some by id, or all. Naming a notification that is not the account's
 * (or no longer exists) is a 404 when nothing else matched.
 */
export async function markRead(accountId: string, ids: string[] | "all"): Promise<DebugNotification[]> {
  const changed = await markNotificationsRead(await getDb(), accountId, ids);
  if (ids !== "all" && changed.length === 0) throw new ApiError(404, "Notification not found", "notification_not_found");
  return changed;
}
