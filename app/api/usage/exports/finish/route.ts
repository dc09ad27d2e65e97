import { type ExportFinishResponse, exportFinishSchema } from "@/lib/contracts/usage";
import { finishExport } from "@/lib/server/export-tickets";
import { route } from "@/lib/server/route";

/** Finishes an export: needs the ticket asked for before encoding (403 invalid_export_ticket without it). */
export const POST = route({ access: "guest", body: exportFinishSchema }, ({ account, body }) => finishExport(account, body.ticket) satisfies ExportFinishResponse);
