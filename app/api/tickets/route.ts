import { NextResponse } from "next/server";

import { ticketCreateSchema } from "@/lib/contracts/support";
import { debugCenterOf, submitTicket } from "@/lib/server/debug-center";
import { route } from "@/lib/server/route";

/**
 * The account's tickets and notifications. Reading them is what answers a ticket: an open ticket 3 s old or more
 * becomes in-progress with the AI's response and one notification, exactly once.
 */
export const GET = route({ access: "reader" }, ({ account }) => debugCenterOf(account.id));

/** Submits a ticket: 201 with the open ticket. */
export const POST = route({ access: "guest", body: ticketCreateSchema, maxBytes: 16 * 1024 }, async ({ account, body }) =>
  NextResponse.json({ ticket: await submitTicket(account.id, body) }, { status: 201 }),
);
