import { NextResponse } from "next/server";

import type { FilesResponse } from "@/lib/contracts/uploads";
import { route } from "@/lib/server/route";
import { requestContext } from "@/lib/server/storage/rules";
import { filesOf } from "@/lib/server/uploads";

/** The account's uploaded files, newest first (complete ones, and uploads still on their way). */
export const GET = route({ access: "reader" }, async ({ req, account }) =>
  NextResponse.json({ files: await filesOf(account.id, requestContext(req)) } satisfies FilesResponse, { headers: { "Cache-Control": "no-store" } }),
);
