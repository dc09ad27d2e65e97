import { NextResponse } from "next/server";

import { withApi } from "@/lib/server/api";
import { readAccount } from "@/lib/server/auth/guard";
import { getDb } from "@/lib/server/db/client";
import { walletOf } from "@/lib/server/wallet";

/** Balances, recent transactions and which claims are made, read from the ledger. */
export const GET = withApi(async (req) => {
  const account = await readAccount(req);
  return NextResponse.json(await walletOf(await getDb(), account));
});
