import { NextResponse } from "next/server";

import { readQuery, withApi } from "@/lib/server/api";
import { requireAccount } from "@/lib/server/auth/guard";
import { getStorage } from "@/lib/server/storage";
import { requestContext } from "@/lib/server/storage/rules";
import { orRelease, startUpload } from "@/lib/server/uploads";

import { metadataFromQuery, type ParamsResponse, paramsQuerySchema } from "@/lib/contracts/uploads";

/**
 * Signs a POST policy for a file small enough to go in one request, once its declared size (metadata[size]) is
 * reserved against the plan's storage: 402 quota_exceeded, before any byte is sent, when it does not fit.
 */
export const GET = withApi(async (req: Request) => {
  const account = await requireAccount(req);
  const { filename, type } = readQuery(req.url, paramsQuerySchema);
  const { key, contentType, sizeBytes } = await startUpload(account, { filename, type, metadata: metadataFromQuery(req.url) });
  const post = await orRelease(account.id, key, () => getStorage().createPost({ key, contentType, maxBytes: sizeBytes }, requestContext(req)));
  return NextResponse.json(post satisfies ParamsResponse);
});
