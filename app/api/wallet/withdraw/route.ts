import { NextResponse } from "next/server";

import { withdrawSchema } from "@/lib/contracts/wallet";
import { readJson, withApi } from "@/lib/server/api";
import { requireAccount } from "@/lib/server/auth/guard";
import { getDb } from "@/lib/server/db/client";
import { refuseDemoTokens, withdraw } from "@/lib/server/wallet";

/** Records a pending withdrawal request with its method (no amount is asked). A guest's demo tokens: 403. */
export const POST = withApi(async (req) => {
  const account = await requireAccount(req);
  refuseDemoTokens(account, "withdraw");
  const { method } = await readJson(req, withdrawSchema);
  return NextResponse.json(await withdraw(await getDb(), account, method), { status: 201 });
});
