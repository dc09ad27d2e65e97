import { metadataFromQuery, type ParamsResponse, paramsQuerySchema } from "@/lib/contracts/uploads";
import { route } from "@/lib/server/route";
import { getStorage } from "@/lib/server/storage";
import { requestContext } from "@/lib/server/storage/rules";
import { orRelease, startUpload } from "@/lib/server/uploads";

/**
 * Signs a POST policy for a file small enough to go in one request, once its declared size (metadata[size]) is
 * reserved against the plan's storage: 402 quota_exceeded, before any byte is sent, when it does not fit.
 */
export const GET = route({ access: "guest", query: paramsQuerySchema }, async ({ req, account, query: { filename, type } }) => {
  const { key, contentType, sizeBytes } = await startUpload(account, { filename, type, metadata: metadataFromQuery(req.url) });
  const post = await orRelease(account.id, key, () => getStorage().createPost({ key, contentType, maxBytes: sizeBytes }, requestContext(req)));
  return post satisfies ParamsResponse;
});
