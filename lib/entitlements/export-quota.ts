/**
 * Monthly exports (the plan's limit is the server's): the editor asks for an export ticket before it encodes
 * (POST /api/usage/exports). The server counts the export then, or refuses it, so nobody waits for a render the plan
 * would refuse; finishing the export hands the ticket back (POST /api/usage/exports/finish).
 */
import { api, type ApiFailure, UNEXPECTED_ANSWER } from "@/lib/api-request";
import { type ExportTicketResponse, exportTicketResponseSchema } from "@/lib/contracts/usage";
import { QUOTA_EXCEEDED } from "@/lib/entitlements/messages";

export type ExportTicket = ExportTicketResponse;

/** The ticket of an export about to be encoded, or the server's refusal message (e.g. the month's exports used up). */
export async function requestExportTicket(
  fetchImpl: typeof fetch = fetch,
): Promise<{ ok: true; ticket: ExportTicket } | { ok: false; message: string; quota: boolean }> {
  const failed = { ok: false as const, message: "The export could not be started. Please try again.", quota: false };
  const res = await api("POST", "/api/usage/exports", undefined, exportTicketResponseSchema, { fetch: fetchImpl });
  if (res.ok) {
    const { ok: _ok, ...ticket } = res;
    return { ok: true, ticket };
  }
  if (res.status === 0) return { ...failed, message: "The export could not be started: check your connection and try again." };
  return refusal(res) ? { ok: false, message: res.message, quota: res.code === QUOTA_EXCEEDED } : failed;
}

/** Whether a failure is the server's own refusal in the one error shape (not a bare status or an unreadable answer). */
const refusal = (res: ApiFailure) => res.status !== 0 && res.code !== "error" && res.code !== UNEXPECTED_ANSWER;

/** Hands a finished export's ticket back; answers the server's refusal message, or null. */
export async function finishExport(ticket: ExportTicket, fetchImpl: typeof fetch = fetch): Promise<string | null> {
  const res = await api("POST", "/api/usage/exports/finish", { ticket: ticket.ticket }, undefined, { fetch: fetchImpl });
  // Offline (status 0): the finished file is not withheld; the export was counted when its ticket was given.
  return !res.ok && refusal(res) ? res.message : null;
}
