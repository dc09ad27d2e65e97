import { type SignPartResponse, signPartQuerySchema, uploadPartParamsSchema } from "@/lib/contracts/uploads";
import { ApiError } from "@/lib/server/api";
import { route } from "@/lib/server/route";
import { getStorage } from "@/lib/server/storage";
import { checkKey, parsePartNumber, requestContext, SIGN_PART_MESSAGE } from "@/lib/server/storage/rules";

/** Signs one part's PUT straight to storage. */
export const GET = route(
  { access: "guest", query: signPartQuerySchema, params: uploadPartParamsSchema },
  async ({ req, account, query: { key }, params: { uploadId, partNumber: rawPart } }) => {
    const partNumber = parsePartNumber(rawPart);
    if (!key || !uploadId.trim() || partNumber === null) throw new ApiError(400, SIGN_PART_MESSAGE, "missing_parameters");
    const signed = await getStorage().signPart({ key: checkKey(key, account.id), uploadId, partNumber }, requestContext(req));
    return signed satisfies SignPartResponse;
  },
);
