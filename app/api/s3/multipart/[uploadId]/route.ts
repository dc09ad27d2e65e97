import { NextResponse } from "next/server";

import { readQuery, withApi } from "@/lib/server/api";
import { requireAccount } from "@/lib/server/auth/guard";
import { getStorage } from "@/lib/server/storage";
import { checkKey, checkUploadId } from "@/lib/server/storage/rules";

import { type ListPartsResponse, uploadKeyQuerySchema } from "./schema";

type Ctx = { params: Promise<{ uploadId: string }> };

/** Lists the parts stored so far (every page), for resuming. */
export const GET = withApi<Ctx>(async (req, { params }) => {
  await requireAccount(req);
  const { uploadId } = await params;
  const { key } = readQuery(req.url, uploadKeyQuerySchema);
  const parts = await getStorage().listParts({ key: checkKey(key), uploadId: checkUploadId(uploadId) });
  return NextResponse.json(parts satisfies ListPartsResponse);
});

/** Aborts the upload and drops its parts; an upload already gone is not an error. */
export const DELETE = withApi<Ctx>(async (req, { params }) => {
  await requireAccount(req);
  const { uploadId } = await params;
  const { key } = readQuery(req.url, uploadKeyQuerySchema);
  await getStorage().abortMultipartUpload({ key: checkKey(key), uploadId: checkUploadId(uploadId) });
  return NextResponse.json({});
});
