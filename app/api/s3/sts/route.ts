import { NextResponse } from "next/server";

import { withApi } from "@/lib/server/api";
import { requireAccount } from "@/lib/server/auth/guard";
import { getStorage } from "@/lib/server/storage";

import type { StsResponse } from "./schema";

/** Temporary credentials for client-side signing; 501 when the storage has no STS. */
export const GET = withApi(async (req: Request) => {
  await requireAccount(req);
  const creds = await getStorage().temporaryCredentials();
  return NextResponse.json(creds satisfies StsResponse, { headers: { "Cache-Control": "no-store" } });
});
