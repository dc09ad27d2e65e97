import { ApiError, readQuery, withApi } from "@/lib/server/api";
import { getEmbeddedStorage } from "@/lib/server/storage";
import { assertSigned } from "@/lib/server/storage/embedded";
import { checkKey, parsePartNumber } from "@/lib/server/storage/rules";

import { signedPartQuerySchema } from "@/lib/contracts/uploads";

type Ctx = { params: Promise<{ uploadId: string; partNumber: string }> };

/** The embedded store's UploadPart: a signed PUT of one part's bytes; answers the part's ETag. */
export const PUT = withApi<Ctx>(async (req, { params }) => {
  const storage = getEmbeddedStorage();
  const { uploadId, partNumber: rawPart } = await params;
  const { key, expires, signature } = readQuery(req.url, signedPartQuerySchema);
  const partNumber = parsePartNumber(rawPart);
  if (expires === undefined || !signature || partNumber === null) assertSigned("invalid");
  storage.checkPartSignature({ key, uploadId, partNumber: partNumber!, expires: expires!, signature });
  const etag = await storage.putPart({ key: checkKey(key), uploadId, partNumber: partNumber! }, req.body);
  if (!etag) throw new ApiError(502, "The part could not be stored");
  return new Response(null, { status: 200, headers: { ETag: etag } });
});
