import { NextResponse } from "next/server";

import { withApi } from "@/lib/server/api";
import { requireAccount } from "@/lib/server/auth/guard";
import { getStorage } from "@/lib/server/storage";

import type { StsResponse } from "@/lib/contracts/uploads";

/** Temporary credentials for client-side signing, limited to the account's own uploads; 501 when the storage has no STS. */
export const GET = withApi(async (req: Request) => {
  const account = await requireAccount(req);
  const creds = await getStorage().temporaryCredentials(account.id);
  return NextResponse.json(creds satisfies StsResponse, { headers: { "Cache-Control": "no-store" } });
});
