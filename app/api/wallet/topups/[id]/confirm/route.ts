import { z } from "zod";

import { userJson } from "@/lib/server/auth/guard";
import { route } from "@/lib/server/route";
import { confirmTopupFor } from "@/lib/server/topups";

/**
 * Back from a hosted payment page: asks the processor about the top-up and credits it once when paid. 200 { topup,
 * user } paid, failed (expired) or still pending; 404 for a top-up that is not the caller's.
 */
export const POST = route({ access: "guest", params: z.object({ id: z.string().max(80) }) }, async ({ account, params }) => {
  const { topup, account: updated } = await confirmTopupFor(account, params.id);
  return userJson(updated, { topup }, { headers: { "Cache-Control": "no-store" } });
});
