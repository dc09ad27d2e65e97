/**
 * Monthly exports (the plan's limit is the server's): checked before an export starts, so nobody waits for a
 * render the plan would refuse, and counted when it finishes (POST /api/usage/exports).
 */
import type { UsageResponse } from "@/lib/contracts/usage";
import { apiErrorOf, exportQuotaMessage, QUOTA_EXCEEDED } from "@/lib/subscription/usage";

/** The refusal message when this month's exports are used up; null when an export may start (or the check failed). */
export async function exportRefusal(fetchImpl: typeof fetch = fetch): Promise<string | null> {
  try {
    const res = await fetchImpl("/api/usage", { credentials: "include" });
    if (!res.ok) return null;
    const usage = (await res.json()) as UsageResponse;
    const { used, total } = usage.exports;
    return total !== null && used >= total ? exportQuotaMessage(usage.plan, total) : null;
  } catch {
    return null;
  }
}

/** Counts a finished export; answers the server's refusal message when the limit was reached meanwhile. */
export async function recordExport(fetchImpl: typeof fetch = fetch): Promise<string | null> {
  try {
    const res = await fetchImpl("/api/usage/exports", { method: "POST", credentials: "include" });
    if (res.ok) return null;
    const error = apiErrorOf(await res.text());
    return error?.code === QUOTA_EXCEEDED ? error.message : null;
  } catch {
    return null; // offline: the finished file is not withheld for a count that could not be sent
  }
}
