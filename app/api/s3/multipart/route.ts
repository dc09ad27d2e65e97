import { NextResponse } from "next/server";

import { readJson, withApi } from "@/lib/server/api";
import { requireAccount } from "@/lib/server/auth/guard";
import { getStorage } from "@/lib/server/storage";
import { planUpload } from "@/lib/server/storage/rules";

import { type CreateMultipartResponse, createMultipartSchema } from "./schema";

/** Starts a multipart upload: checks the type and name, picks the key, answers {uploadId, key}. */
export const POST = withApi(async (req: Request) => {
  await requireAccount(req);
  const body = await readJson(req, createMultipartSchema);
  const { key, contentType } = planUpload(body);
  const { uploadId } = await getStorage().createMultipartUpload({ key, contentType });
  return NextResponse.json({ uploadId, key } satisfies CreateMultipartResponse);
});
