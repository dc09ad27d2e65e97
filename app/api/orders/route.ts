import { NextResponse } from "next/server";

import { orderRequestSchema } from "@/lib/contracts/orders";
import { appOrigin } from "@/lib/server/app-url";
import { userJson } from "@/lib/server/auth/guard";
import { ordersOf, placeOrderFor } from "@/lib/server/orders";
import { limitPromoAttempts } from "@/lib/server/promo-route";
import { route } from "@/lib/server/route";

const noStore = { "Cache-Control": "no-store" };

/**
 * Places an order (plan purchase): 201 { order, user } once paid, or { order, user, checkoutUrl } with a pending
 * order when a hosted processor takes the payment. Errors: 400 bad plan or card, 401 no session, 402 card declined,
 * 404 unknown promo code, 409 promo code spent or insufficient MSXT, 429 too many promo code attempts, 502
 * processor unreachable.
 */
export const POST = route({ access: "guest", body: orderRequestSchema, maxBytes: 4096 }, async ({ req, account, body }) => {
  if (body.promoCode) await limitPromoAttempts(req);
  const { account: updated, ...answer } = await placeOrderFor(account, body, { origin: appOrigin(req) });
  return userJson(updated, answer, { status: 201, headers: noStore });
});

/** The account's orders, newest first. */
export const GET = route({ access: "reader" }, async ({ account }) => NextResponse.json({ orders: await ordersOf(account.id) }, { headers: noStore }));
