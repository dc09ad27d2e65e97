import { NextResponse } from "next/server";

import { readJson, withApi } from "@/lib/server/api";
import { appOrigin } from "@/lib/server/app-url";
import { readAccount, requireAccount, userJson } from "@/lib/server/auth/guard";
import { getDb } from "@/lib/server/db/client";
import { findAccountById } from "@/lib/server/db/queries/accounts";
import { listOrders } from "@/lib/server/db/queries/orders";
import { orderJson, placeOrder } from "@/lib/server/orders";
import { limitPromoAttempts } from "@/lib/server/promo-route";

import { orderRequestSchema } from "@/lib/contracts/orders";

/**
 * Places an order (plan purchase): 201 { order, user } once paid, or { order, user, checkoutUrl } with a pending
 * order when a hosted processor takes the payment. Errors: 400 bad plan or card, 401 no session, 402 card declined,
 * 404 unknown promo code, 409 promo code spent or insufficient MSXT, 429 too many promo code attempts, 502
 * processor unreachable.
 */
export const POST = withApi(async (req) => {
  const account = await requireAccount(req);
  const body = await readJson(req, orderRequestSchema, { maxBytes: 4096 });
  if (body.promoCode) await limitPromoAttempts(req);
  const db = await getDb();
  const result = await placeOrder(db, account, body, { origin: appOrigin(req) });
  const updated = (await findAccountById(db, account.id)) ?? account;
  return userJson(
    updated,
    { order: orderJson(result.order), ...(result.checkoutUrl ? { checkoutUrl: result.checkoutUrl } : {}) },
    { status: 201, headers: { "Cache-Control": "no-store" } },
  );
});

/** The account's orders, newest first. */
export const GET = withApi(async (req) => {
  const account = await readAccount(req);
  const rows = await listOrders(await getDb(), account.id);
  return NextResponse.json({ orders: rows.map(orderJson) }, { headers: { "Cache-Control": "no-store" } });
});
