import { NextResponse } from "next/server";

import { topupRequestSchema } from "@/lib/contracts/topups";
import { appOrigin } from "@/lib/server/app-url";
import { userJson } from "@/lib/server/auth/guard";
import { route } from "@/lib/server/route";
import { buyMsxtFor, topupsOf } from "@/lib/server/topups";

const noStore = { "Cache-Control": "no-store" };

/**
 * Buys MSXT by card (lib/server/topups.ts): 201 { topup, user } once paid, 200 for a repeated request id (the same
 * top-up, nothing charged again), or { topup, user, checkoutUrl } with a pending top-up when a hosted processor
 * takes the payment. Errors: 400 amount or card, 401 no session, 402 declined, 403 a guest or no payment provider,
 * 409 request id reused for another amount, 429 too many attempts, 502 processor unreachable.
 */
export const POST = route({ access: "guest", body: topupRequestSchema, maxBytes: 4096 }, async ({ req, account, body }) => {
  const { account: updated, replayed, ...answer } = await buyMsxtFor(account, body, { origin: appOrigin(req) });
  return userJson(updated, answer, { status: replayed ? 200 : 201, headers: noStore });
});

/** The caller's top-ups (receipts), newest first. */
export const GET = route({ access: "reader" }, async ({ account }) => NextResponse.json({ topups: await topupsOf(account.id) }, { headers: noStore }));
