import { NextResponse } from "next/server";

import { readJson, readQuery, withApi } from "@/lib/server/api";
import { requireAccount } from "@/lib/server/auth/guard";
import { getStorage } from "@/lib/server/storage";
import { checkKey, checkUploadId, requestContext } from "@/lib/server/storage/rules";

import { uploadKeyQuerySchema } from "../schema";
import { type CompleteMultipartResponse, completeMultipartSchema } from "./schema";

type Ctx = { params: Promise<{ uploadId: string }> };

/** Joins the parts into the file (checking its real size) and answers {location, key}. */
export const POST = withApi<Ctx>(async (req, { params }) => {
  await requireAccount(req);
  const { uploadId } = await params;
  const { key } = readQuery(req.url, uploadKeyQuerySchema);
  const safeKey = checkKey(key);
  const { parts } = await readJson(req, completeMultipartSchema, { maxBytes: 1024 * 1024 });
  const { location } = await getStorage().completeMultipartUpload(
    { key: safeKey, uploadId: checkUploadId(uploadId), parts },
    requestContext(req),
  );
  return NextResponse.json({ location, key: safeKey } satisfies CompleteMultipartResponse);
});
