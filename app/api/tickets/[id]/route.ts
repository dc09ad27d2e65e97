import { ticketIdParamsSchema, ticketPatchSchema } from "@/lib/contracts/support";
import { resolveTicketOf } from "@/lib/server/debug-center";
import { route } from "@/lib/server/route";

/** Mark Resolved. Another account's ticket is answered like a missing one (404). */
export const PATCH = route({ access: "guest", body: ticketPatchSchema, params: ticketIdParamsSchema }, async ({ account, params }) => ({
  ticket: await resolveTicketOf(account.id, params.id),
}));
