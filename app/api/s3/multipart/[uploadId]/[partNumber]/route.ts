import { type SignPartResponse, signPartQuerySchema, uploadPartParamsSchema } from "@/lib/contracts/uploads";
import { ApiError } from "@/lib/server/api";
import { route } from "@/lib/server/route";
import { getStorage } from "@/lib/server/storage";
import { checkKey, parsePartNumber, requestContext, SIGN_PART_MESSAGE } from "@/lib/server/storage/rules";
import { signablePart } from "@/lib/server/uploads";

/** Signs one part's PUT straight to storage, for the part's length within the upload's open reservation. */
export const GET = route(
  { access: "guest", query: signPartQuerySchema, params: uploadPartParamsSchema },
  async ({ req, account, query: { key }, params: { uploadId, partNumber: rawPart } }) => {
    const partNumber = parsePartNumber(rawPart);
    if (!key || !uploadId.trim() || partNumber === null) throw new ApiError(400, SIGN_PART_MESSAGE, "missing_parameters");
    const safeKey = checkKey(key, account.id);
    const length = await signablePart(account.id, safeKey, partNumber);
    const signed = await getStorage().signPart({ key: safeKey, uploadId, partNumber, length }, requestContext(req));
    return signed satisfies SignPartResponse;
  },
);
