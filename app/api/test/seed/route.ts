import { NextResponse } from "next/server";

import { userJson } from "@/lib/server/auth/guard";
import { route } from "@/lib/server/route";
import { requireTestSecret } from "@/lib/server/test-routes";
import { seedAccount, seedSchema } from "@/lib/server/test-seed";

/**
 * Test only: sets the caller's plan and balances (through the ledger, as a "seed" entry), and records orders, so
 * end-to-end specs can start from a known account. Answers 404 unless the request carries the harness's secret
 * (lib/server/test-routes.ts), before anything else is read.
 */
export const POST = route({ gate: requireTestSecret, access: "guest", body: seedSchema }, async ({ account, body }) => {
  const updated = await seedAccount(account.id, body);
  return updated ? userJson(updated) : NextResponse.json({ ok: true });
});
