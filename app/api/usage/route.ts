import { NextResponse } from "next/server";

import { withApi } from "@/lib/server/api";
import { readAccount } from "@/lib/server/auth/guard";
import { usageOf } from "@/lib/server/quotas";

import type { UsageResponse } from "@/lib/contracts/usage";

/** The account's use this month (AI generations, storage, exports) and its plan's limits. */
export const GET = withApi(async (req: Request) => {
  const account = await readAccount(req);
  return NextResponse.json((await usageOf(account)) satisfies UsageResponse, { headers: { "Cache-Control": "no-store" } });
});
