import { signedPartQuerySchema, uploadPartParamsSchema } from "@/lib/contracts/uploads";
import { ApiError, readQuery } from "@/lib/server/api";
import { route } from "@/lib/server/route";
import { getEmbeddedStorage } from "@/lib/server/storage";
import { assertSigned } from "@/lib/server/storage/embedded";
import { checkKey, parsePartNumber } from "@/lib/server/storage/rules";

/** The embedded store's UploadPart: a signed PUT of one part's bytes; answers the part's ETag. */
export const PUT = route({ access: "public", params: uploadPartParamsSchema }, async ({ req, params: { uploadId, partNumber: rawPart } }) => {
  // Without the embedded store this path does not exist (404), whatever the query says.
  const storage = getEmbeddedStorage();
  const { key, expires, signature } = readQuery(req.url, signedPartQuerySchema);
  const partNumber = parsePartNumber(rawPart);
  if (expires === undefined || !signature || partNumber === null) assertSigned("invalid");
  storage.checkPartSignature({ key, uploadId, partNumber: partNumber!, expires: expires!, signature });
  const etag = await storage.putPart({ key: checkKey(key), uploadId, partNumber: partNumber! }, req.body);
  if (!etag) throw new ApiError(502, "The part could not be stored");
  return new Response(null, { status: 200, headers: { ETag: etag } });
});
