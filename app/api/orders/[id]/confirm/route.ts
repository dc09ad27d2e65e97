import { withApi } from "@/lib/server/api";
import { requireAccount, userJson } from "@/lib/server/auth/guard";
import { getDb } from "@/lib/server/db/client";
import { findAccountById } from "@/lib/server/db/queries/accounts";
import { confirmOrder, orderJson } from "@/lib/server/orders";

/**
 * Back from a hosted payment page: asks the processor about the order and settles it. 200 { order, user } with
 * the order paid, failed (expired) or still pending; 404 for an order that is not the caller's.
 */
export const POST = withApi<{ params: Promise<{ id: string }> }>(async (req, ctx) => {
  const account = await requireAccount(req);
  const { id } = await ctx.params;
  const db = await getDb();
  const order = await confirmOrder(db, account.id, id);
  const updated = (await findAccountById(db, account.id)) ?? account;
  return userJson(updated, { order: orderJson(order) }, { headers: { "Cache-Control": "no-store" } });
});
