import { signedPartQuerySchema, uploadPartParamsSchema } from "@/lib/contracts/uploads";
import { ApiError, readQuery } from "@/lib/server/api";
import { route } from "@/lib/server/route";
import { getEmbeddedStorage } from "@/lib/server/storage";
import { assertSigned, partTooLarge } from "@/lib/server/storage/embedded";
import { openReservationByKey } from "@/lib/server/uploads";
import { PART_SIZE_BYTES } from "@/lib/media/upload-rules";
import { checkKey, parsePartNumber } from "@/lib/server/storage/rules";

/**
 * The embedded store's UploadPart: a signed PUT of one part's bytes, only while the upload's reservation is open,
 * at most the signed length (413 past it, never truncated: no proxy runs for API routes, so nothing
 * buffers or cuts a body); answers the part's ETag.
 */
export const PUT = route({ access: "public", params: uploadPartParamsSchema }, async ({ req, params: { uploadId, partNumber: rawPart } }) => {
  // Without the embedded store this path does not exist (404), whatever the query says.
  const storage = getEmbeddedStorage();
  const { key, length, expires, signature } = readQuery(req.url, signedPartQuerySchema);
  const partNumber = parsePartNumber(rawPart);
  if (expires === undefined || length === undefined || !signature || partNumber === null) assertSigned("invalid");
  storage.checkPartSignature({ key, uploadId, partNumber: partNumber!, length: length!, expires: expires!, signature });
  // A body that says it is bigger than the signed length is refused before a byte is read.
  const declared = req.headers.get("content-length");
  if (declared !== null && Number(declared) > length!) throw partTooLarge();
  const reservation = await openReservationByKey(checkKey(key));
  const etag = await storage.putPart({ key: reservation.key, uploadId, partNumber: partNumber! }, req.body, {
    maxBytes: Math.min(length!, PART_SIZE_BYTES),
    declaredBytes: reservation.sizeBytes,
  });
  if (!etag) throw new ApiError(502, "The part could not be stored");
  return new Response(null, { status: 200, headers: { ETag: etag } });
});
