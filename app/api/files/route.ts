import { NextResponse } from "next/server";

import { withApi } from "@/lib/server/api";
import { readAccount } from "@/lib/server/auth/guard";
import { getDb } from "@/lib/server/db/client";
import { listFiles } from "@/lib/server/db/queries/files";
import { requestContext } from "@/lib/server/storage/rules";
import { fileJson } from "@/lib/server/uploads";

import type { FilesResponse } from "@/lib/contracts/uploads";

/** The account's uploaded files, newest first (complete ones, and uploads still on their way). */
export const GET = withApi(async (req: Request) => {
  const account = await readAccount(req);
  const ctx = requestContext(req);
  const files = (await listFiles(await getDb(), account.id)).map((f) => fileJson(f, ctx));
  return NextResponse.json({ files } satisfies FilesResponse, { headers: { "Cache-Control": "no-store" } });
});
