import { type ListPartsResponse, uploadIdParamsSchema, uploadKeyQuerySchema } from "@/lib/contracts/uploads";
import { route } from "@/lib/server/route";
import { getStorage } from "@/lib/server/storage";
import { checkKey, checkUploadId } from "@/lib/server/storage/rules";
import { abortedUpload } from "@/lib/server/uploads";

const options = { access: "guest", params: uploadIdParamsSchema, query: uploadKeyQuerySchema } as const;

/** Lists the parts stored so far (every page), for resuming. */
export const GET = route(options, async ({ account, params: { uploadId }, query: { key } }) => {
  const parts = await getStorage().listParts({ key: checkKey(key, account.id), uploadId: checkUploadId(uploadId) });
  return parts satisfies ListPartsResponse;
});

/** Aborts the upload, drops its parts and frees its reservation; an upload already gone is not an error. */
export const DELETE = route(options, async ({ account, params: { uploadId }, query: { key } }) => {
  const safeKey = checkKey(key, account.id);
  await getStorage().abortMultipartUpload({ key: safeKey, uploadId: checkUploadId(uploadId) });
  await abortedUpload(account.id, safeKey);
  return {};
});
