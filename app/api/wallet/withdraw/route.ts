import { NextResponse } from "next/server";

import { withdrawSchema } from "@/lib/contracts/wallet";
import { readJson } from "@/lib/server/api";
import { route } from "@/lib/server/route";
import { refuseDemoTokens, requestWithdrawalFor } from "@/lib/server/wallet";

/** Records a pending withdrawal request with its method (no amount is asked). A guest's demo tokens: 403. */
export const POST = route({ access: "guest" }, async ({ req, account }) => {
  // A guest's demo tokens are refused before the body is read.
  refuseDemoTokens(account, "withdraw");
  const { method } = await readJson(req, withdrawSchema);
  return NextResponse.json(await requestWithdrawalFor(account, method), { status: 201 });
});
