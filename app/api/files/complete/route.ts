import { NextResponse } from "next/server";

import { readJson, withApi } from "@/lib/server/api";
import { requireAccount } from "@/lib/server/auth/guard";
import { requestContext } from "@/lib/server/storage/rules";
import { confirmUpload, fileJson } from "@/lib/server/uploads";

import { type CompleteFileResponse, completeFileSchema } from "@/lib/contracts/uploads";

/**
 * Marks one of the account's uploads complete once its object is in storage, with the stored size (404 for a key
 * that is not the account's, 409 while the object is not there, 400 when it is larger than declared).
 */
export const POST = withApi(async (req) => {
  const account = await requireAccount(req);
  const { key } = await readJson(req, completeFileSchema, { maxBytes: 4096 });
  const file = await confirmUpload(account.id, key);
  return NextResponse.json({ file: fileJson(file, requestContext(req)) } satisfies CompleteFileResponse);
});
