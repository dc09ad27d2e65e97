import { NextResponse } from "next/server";

import { withApi } from "@/lib/server/api";
import { requireAccount } from "@/lib/server/auth/guard";
import { countExport } from "@/lib/server/quotas";

import type { ExportCountedResponse } from "@/lib/contracts/usage";

/** Counts one finished export of the editor; 402 quota_exceeded when the month's exports are used up. */
export const POST = withApi(async (req: Request) => {
  const account = await requireAccount(req);
  return NextResponse.json({ exports: await countExport(account) } satisfies ExportCountedResponse);
});
