import { NextResponse } from "next/server";

import { withApi } from "@/lib/server/api";
import { requireAccount } from "@/lib/server/auth/guard";
import { getDb } from "@/lib/server/db/client";
import { walletSummary } from "@/lib/server/wallet";

/** Balances, recent transactions and which claims are made, read from the ledger. */
export const GET = withApi(async (req) => {
  const account = await requireAccount(req);
  return NextResponse.json(await walletSummary(await getDb(), account.id));
});
