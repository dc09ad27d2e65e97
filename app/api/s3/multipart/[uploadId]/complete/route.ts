import { type CompleteMultipartResponse, completeMultipartSchema, uploadIdParamsSchema, uploadKeyQuerySchema } from "@/lib/contracts/uploads";
import { readJson } from "@/lib/server/api";
import { route } from "@/lib/server/route";
import { getStorage } from "@/lib/server/storage";
import { checkKey, checkUploadId, requestContext } from "@/lib/server/storage/rules";
import { finishUpload, reservationOf } from "@/lib/server/uploads";

/**
 * Joins the parts into the file (checking its real size against 100 MB and the size declared at the start),
 * marks the account's file complete and answers {location, key}.
 */
export const POST = route(
  { access: "guest", params: uploadIdParamsSchema, query: uploadKeyQuerySchema },
  async ({ req, account, params: { uploadId }, query: { key } }) => {
    const safeKey = checkKey(key, account.id);
    // The key is checked before the body is read: a foreign key is refused whatever the parts say.
    const { parts } = await readJson(req, completeMultipartSchema, { maxBytes: 1024 * 1024 });
    const reservation = await reservationOf(account.id, safeKey);
    const { location, size } = await getStorage().completeMultipartUpload(
      { key: safeKey, uploadId: checkUploadId(uploadId), parts },
      requestContext(req),
    );
    await finishUpload(reservation, size);
    return { location, key: safeKey } satisfies CompleteMultipartResponse;
  },
);
