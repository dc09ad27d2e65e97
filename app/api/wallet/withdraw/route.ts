import { NextResponse } from "next/server";

import { readJson, withApi } from "@/lib/server/api";
import { requireAccount } from "@/lib/server/auth/guard";
import { getDb } from "@/lib/server/db/client";
import { requestWithdrawal } from "@/lib/server/db/queries/ledger";

import { withdrawSchema } from "./schema";

/** Records a pending withdrawal request with its method (the spec asks no amount). */
export const POST = withApi(async (req) => {
  const account = await requireAccount(req);
  const { method } = await readJson(req, withdrawSchema);
  const id = crypto.randomUUID();
  await requestWithdrawal(await getDb(), account.id, method, id);
  return NextResponse.json({ id, method, status: "pending" }, { status: 201 });
});
