import { NextResponse } from "next/server";

import { ApiError, readQuery, withApi } from "@/lib/server/api";
import { requireAccount } from "@/lib/server/auth/guard";
import { getStorage } from "@/lib/server/storage";
import { checkKey, parsePartNumber, requestContext, SIGN_PART_MESSAGE } from "@/lib/server/storage/rules";

import { type SignPartResponse, signPartQuerySchema } from "@/lib/contracts/uploads";

type Ctx = { params: Promise<{ uploadId: string; partNumber: string }> };

/** Signs one part's PUT straight to storage. */
export const GET = withApi<Ctx>(async (req, { params }) => {
  const account = await requireAccount(req);
  const { uploadId, partNumber: rawPart } = await params;
  const { key } = readQuery(req.url, signPartQuerySchema);
  const partNumber = parsePartNumber(rawPart);
  if (!key || !uploadId?.trim() || partNumber === null) throw new ApiError(400, SIGN_PART_MESSAGE, "missing_parameters");
  const signed = await getStorage().signPart({ key: checkKey(key, account.id), uploadId, partNumber }, requestContext(req));
  return NextResponse.json(signed satisfies SignPartResponse);
});
