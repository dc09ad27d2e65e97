import { NextResponse } from "next/server";

import type { StsResponse } from "@/lib/contracts/uploads";
import { route } from "@/lib/server/route";
import { getStorage } from "@/lib/server/storage";

/** Temporary credentials for client-side signing, limited to the account's own uploads; 501 when the storage has no STS. */
export const GET = route({ access: "guest" }, async ({ account }) => {
  const creds = await getStorage().temporaryCredentials(account.id);
  return NextResponse.json(creds satisfies StsResponse, { headers: { "Cache-Control": "no-store" } });
});
