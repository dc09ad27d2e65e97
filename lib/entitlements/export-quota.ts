/**
 * Monthly exports (the plan's limit is the server's): the editor asks for an export ticket before it encodes
 * (POST /api/usage/exports). The server counts the export then, or refuses it, so nobody waits for a render the plan
 * would refuse; finishing the export hands the ticket back (POST /api/usage/exports/finish).
 */
import { type ExportTicketResponse, exportTicketResponseSchema } from "@/lib/contracts/usage";
import { apiErrorOf, QUOTA_EXCEEDED } from "@/lib/entitlements/messages";

export type ExportTicket = ExportTicketResponse;

/** The ticket of an export about to be encoded, or the server's refusal message (e.g. the month's exports used up). */
export async function requestExportTicket(
  fetchImpl: typeof fetch = fetch,
): Promise<{ ok: true; ticket: ExportTicket } | { ok: false; message: string; quota: boolean }> {
  const failed = { ok: false as const, message: "The export could not be started. Please try again.", quota: false };
  try {
    const res = await fetchImpl("/api/usage/exports", { method: "POST", credentials: "include" });
    const text = await res.text();
    if (!res.ok) {
      const error = apiErrorOf(text);
      return error ? { ok: false, message: error.message, quota: error.code === QUOTA_EXCEEDED } : failed;
    }
    const parsed = exportTicketResponseSchema.safeParse(JSON.parse(text));
    return parsed.success ? { ok: true, ticket: parsed.data } : failed;
  } catch {
    return { ...failed, message: "The export could not be started: check your connection and try again." };
  }
}

/** Hands a finished export's ticket back; answers the server's refusal message, or null. */
export async function finishExport(ticket: ExportTicket, fetchImpl: typeof fetch = fetch): Promise<string | null> {
  try {
    const res = await fetchImpl("/api/usage/exports/finish", {
      method: "POST",
      credentials: "include",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ticket: ticket.ticket }),
    });
    return res.ok ? null : (apiErrorOf(await res.text())?.message ?? null);
  } catch {
    return null; // offline: the finished file is not withheld; the export was counted when its ticket was given
  }
}
