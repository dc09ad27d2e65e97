import { NextResponse } from "next/server";

import type { UsageResponse } from "@/lib/contracts/usage";
import { usageOf } from "@/lib/entitlements/quotas";
import { route } from "@/lib/server/route";

/** The account's use this month (AI generations, storage, exports) and its plan's limits. */
export const GET = route({ access: "reader" }, async ({ account }) =>
  NextResponse.json((await usageOf(account)) satisfies UsageResponse, { headers: { "Cache-Control": "no-store" } }),
);
