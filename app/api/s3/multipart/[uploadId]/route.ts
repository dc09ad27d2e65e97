import { NextResponse } from "next/server";

import { readQuery, withApi } from "@/lib/server/api";
import { requireAccount } from "@/lib/server/auth/guard";
import { getStorage } from "@/lib/server/storage";
import { checkKey, checkUploadId } from "@/lib/server/storage/rules";
import { abortedUpload } from "@/lib/server/uploads";

import { type ListPartsResponse, uploadKeyQuerySchema } from "@/lib/contracts/uploads";

type Ctx = { params: Promise<{ uploadId: string }> };

/** Lists the parts stored so far (every page), for resuming. */
export const GET = withApi<Ctx>(async (req, { params }) => {
  const account = await requireAccount(req);
  const { uploadId } = await params;
  const { key } = readQuery(req.url, uploadKeyQuerySchema);
  const parts = await getStorage().listParts({ key: checkKey(key, account.id), uploadId: checkUploadId(uploadId) });
  return NextResponse.json(parts satisfies ListPartsResponse);
});

/** Aborts the upload, drops its parts and frees its reservation; an upload already gone is not an error. */
export const DELETE = withApi<Ctx>(async (req, { params }) => {
  const account = await requireAccount(req);
  const { uploadId } = await params;
  const { key } = readQuery(req.url, uploadKeyQuerySchema);
  const safeKey = checkKey(key, account.id);
  await getStorage().abortMultipartUpload({ key: safeKey, uploadId: checkUploadId(uploadId) });
  await abortedUpload(account.id, safeKey);
  return NextResponse.json({});
});
