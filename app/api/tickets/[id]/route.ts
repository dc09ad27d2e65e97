import { NextResponse } from "next/server";

import { ApiError, readJson, withApi } from "@/lib/server/api";
import { requireAccount } from "@/lib/server/auth/guard";
import { getDb } from "@/lib/server/db/client";
import { resolveTicket } from "@/lib/server/db/queries/tickets";

import { ticketPatchSchema } from "@/lib/contracts/support";

type Ctx = { params: Promise<{ id: string }> };

/** Mark Resolved. Another account's ticket is answered like a missing one (404). */
export const PATCH = withApi<Ctx>(async (req, { params }) => {
  const account = await requireAccount(req);
  const { id } = await params;
  await readJson(req, ticketPatchSchema);
  const ticket = await resolveTicket(await getDb(), account.id, id);
  if (!ticket) throw new ApiError(404, "Ticket not found", "ticket_not_found");
  return NextResponse.json({ ticket });
});
