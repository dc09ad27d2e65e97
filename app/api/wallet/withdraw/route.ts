import { NextResponse } from "next/server";

import { readJson, withApi } from "@/lib/server/api";
import { requireAccount } from "@/lib/server/auth/guard";
import { getDb } from "@/lib/server/db/client";
import { requestWithdrawal } from "@/lib/server/db/queries/ledger";
import { guestTokensRefused } from "@/lib/server/orders";

import { withdrawSchema } from "./schema";

/** Records a pending withdrawal request with its method (the spec asks no amount). A guest's demo tokens: 403. */
export const POST = withApi(async (req) => {
  const account = await requireAccount(req);
  if (account.role === "guest") throw guestTokensRefused("Demo tokens can't be withdrawn. Sign up to get your own MSXT wallet.");
  const { method } = await readJson(req, withdrawSchema);
  const id = crypto.randomUUID();
  await requestWithdrawal(await getDb(), account.id, method, id);
  return NextResponse.json({ id, method, status: "pending" }, { status: 201 });
});
