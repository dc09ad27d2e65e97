/**
 * Exports are counted by the server. The editor asks for a ticket before it encodes: the export is counted (and
 * refused, 402, past the month's limit) at that moment, and the answer carries a ticket, an HMAC over its id, the
 * account and its expiry, that finishing the export needs. A modified client that skips the ticket gets no count
 * back, and one that skips finishing has still been counted.
 */
import "server-only";

import { randomUUID } from "node:crypto";

import type { ExportFinishResponse, ExportTicketResponse } from "@/lib/contracts/usage";
import { ApiError } from "@/lib/server/api";
import { entitlementsOf } from "@/lib/entitlements";
import { countExport, type QuotaAccount } from "@/lib/entitlements/quotas";
import { sign, verify } from "@/lib/server/storage/signing";

/** How long a ticket stays good for finishing: a long export of a long timeline on a slow device. */
export const EXPORT_TICKET_TTL_SECONDS = 6 * 60 * 60;

const invalidTicket = () => new ApiError(403, "This export has no valid ticket: export again", "invalid_export_ticket");

/** Counts one export now and answers its ticket (402 quota_exceeded when the month's exports are used up). */
export async function issueExportTicket(account: QuotaAccount & { role?: string }, now = new Date()): Promise<ExportTicketResponse> {
  const exports = await countExport(account, now);
  const id = randomUUID();
  const expires = Math.floor(now.getTime() / 1000) + EXPORT_TICKET_TTL_SECONDS;
  const ticket = `${id}.${expires}.${sign(["export", id, account.id], expires)}`;
  return { exports, ticket, expiresAt: new Date(expires * 1000).toISOString(), premiumEffects: entitlementsOf(account).premiumEffects };
}

/** Checks the ticket of a finished export: the account's own, signed by us, not expired (403 otherwise). */
export function finishExport(account: QuotaAccount & { role?: string }, ticket: string, now = new Date()): ExportFinishResponse {
  const [id, rawExpires, signature] = ticket.split(".");
  const expires = Number(rawExpires);
  if (!id || !signature || !Number.isSafeInteger(expires)) throw invalidTicket();
  if (verify(["export", id, account.id], expires, signature, { now: now.getTime() }) !== "ok") throw invalidTicket();
  return { finished: true, premiumEffects: entitlementsOf(account).premiumEffects };
}
