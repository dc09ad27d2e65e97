import { type CreateMultipartResponse, createMultipartSchema } from "@/lib/contracts/uploads";
import { route } from "@/lib/server/route";
import { getStorage } from "@/lib/server/storage";
import { orRelease, startUpload } from "@/lib/server/uploads";

/**
 * Starts a multipart upload: checks the type and name, reserves the declared size (metadata.size) against the
 * plan's storage (402 quota_exceeded when it does not fit, before anything is stored), picks the key under the
 * account, answers {uploadId, key}.
 */
export const POST = route({ access: "guest", body: createMultipartSchema }, async ({ account, body }) => {
  const { key, contentType } = await startUpload(account, body);
  const { uploadId } = await orRelease(account.id, key, () => getStorage().createMultipartUpload({ key, contentType }));
  return { uploadId, key } satisfies CreateMultipartResponse;
});
