import { NextResponse } from "next/server";

import { readJson, readQuery, withApi } from "@/lib/server/api";
import { requireAccount } from "@/lib/server/auth/guard";
import { getStorage } from "@/lib/server/storage";
import { checkKey, checkUploadId, requestContext } from "@/lib/server/storage/rules";
import { finishUpload, reservationOf } from "@/lib/server/uploads";

import { uploadKeyQuerySchema } from "@/lib/contracts/uploads";
import { type CompleteMultipartResponse, completeMultipartSchema } from "@/lib/contracts/uploads";

type Ctx = { params: Promise<{ uploadId: string }> };

/**
 * Joins the parts into the file (checking its real size against 100 MB and the size declared at the start),
 * marks the account's file complete and answers {location, key}.
 */
export const POST = withApi<Ctx>(async (req, { params }) => {
  const account = await requireAccount(req);
  const { uploadId } = await params;
  const { key } = readQuery(req.url, uploadKeyQuerySchema);
  const safeKey = checkKey(key, account.id);
  const { parts } = await readJson(req, completeMultipartSchema, { maxBytes: 1024 * 1024 });
  const reservation = await reservationOf(account.id, safeKey);
  const { location, size } = await getStorage().completeMultipartUpload(
    { key: safeKey, uploadId: checkUploadId(uploadId), parts },
    requestContext(req),
  );
  await finishUpload(reservation, size);
  return NextResponse.json({ location, key: safeKey } satisfies CompleteMultipartResponse);
});
