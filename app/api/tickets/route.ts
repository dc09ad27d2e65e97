import { NextResponse } from "next/server";

import { readJson, withApi } from "@/lib/server/api";
import { rateLimit, readAccount, requireAccount } from "@/lib/server/auth/guard";
import { getDb } from "@/lib/server/db/client";
import { createTicket, readDebugCenter } from "@/lib/server/db/queries/tickets";

import { ticketCreateSchema } from "@/lib/contracts/support";

/**
 * The account's tickets and notifications. Reading them is what answers a ticket: an open ticket 3 s old or more
 * becomes in-progress with the AI's response and one notification, exactly once.
 */
export const GET = withApi(async (req) => {
  const account = await readAccount(req);
  return NextResponse.json(await readDebugCenter(await getDb(), account.id));
});

/** Submits a ticket: 201 with the open ticket. */
export const POST = withApi(async (req) => {
  const account = await requireAccount(req);
  const draft = await readJson(req, ticketCreateSchema, { maxBytes: 16 * 1024 });
  await rateLimit("tickets", account.id, 30);
  const ticket = await createTicket(await getDb(), account.id, draft);
  return NextResponse.json({ ticket }, { status: 201 });
});
