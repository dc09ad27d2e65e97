import { z } from "zod";

import { userJson } from "@/lib/server/auth/guard";
import { confirmOrderFor } from "@/lib/server/orders";
import { route } from "@/lib/server/route";

/**
 * Back from a hosted payment page: asks the processor about the order and settles it. 200 { order, user } with
 * the order paid, failed (expired) or still pending; 404 for an order that is not the caller's.
 */
export const POST = route({ access: "guest", params: z.object({ id: z.string() }) }, async ({ account, params }) => {
  const { order, account: updated } = await confirmOrderFor(account, params.id);
  return userJson(updated, { order }, { headers: { "Cache-Control": "no-store" } });
});
