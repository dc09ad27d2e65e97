import { NextResponse } from "next/server";

import { readQuery, withApi } from "@/lib/server/api";
import { requireAccount } from "@/lib/server/auth/guard";
import { getStorage } from "@/lib/server/storage";
import { planUpload, requestContext } from "@/lib/server/storage/rules";

import { metadataFromQuery, type ParamsResponse, paramsQuerySchema } from "./schema";

/** Signs a POST policy for a file small enough to go in one request. */
export const GET = withApi(async (req: Request) => {
  await requireAccount(req);
  const { filename, type } = readQuery(req.url, paramsQuerySchema);
  const { key, contentType } = planUpload({ filename, type, metadata: metadataFromQuery(req.url) });
  const post = await getStorage().createPost({ key, contentType }, requestContext(req));
  return NextResponse.json(post satisfies ParamsResponse);
});
