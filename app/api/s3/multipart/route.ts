import { NextResponse } from "next/server";

import { readJson, withApi } from "@/lib/server/api";
import { requireAccount } from "@/lib/server/auth/guard";
import { getStorage } from "@/lib/server/storage";
import { orRelease, startUpload } from "@/lib/server/uploads";

import { type CreateMultipartResponse, createMultipartSchema } from "@/lib/contracts/uploads";

/**
 * Starts a multipart upload: checks the type and name, reserves the declared size (metadata.size) against the
 * plan's storage (402 quota_exceeded when it does not fit, before anything is stored), picks the key under the
 * account, answers {uploadId, key}.
 */
export const POST = withApi(async (req: Request) => {
  const account = await requireAccount(req);
  const body = await readJson(req, createMultipartSchema);
  const { key, contentType } = await startUpload(account, body);
  const { uploadId } = await orRelease(account.id, key, () => getStorage().createMultipartUpload({ key, contentType }));
  return NextResponse.json({ uploadId, key } satisfies CreateMultipartResponse);
});
