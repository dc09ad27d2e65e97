import type { ExportTicketResponse } from "@/lib/contracts/usage";
import { issueExportTicket } from "@/lib/server/export-tickets";
import { route } from "@/lib/server/route";

/** The export ticket: asked for before encoding; the export is counted here (402 past the month's limit). */
export const POST = route({ access: "guest" }, async ({ account }) => (await issueExportTicket(account)) satisfies ExportTicketResponse);
