import { type CompleteFileResponse, completeFileSchema } from "@/lib/contracts/uploads";
import { route } from "@/lib/server/route";
import { requestContext } from "@/lib/server/storage/rules";
import { confirmUpload, fileJson } from "@/lib/server/uploads";

/**
 * Marks one of the account's uploads complete once its object is in storage, with the stored size (404 for a key
 * that is not the account's, 409 while the object is not there, 400 when it is larger than declared).
 */
export const POST = route({ access: "guest", body: completeFileSchema, maxBytes: 4096 }, async ({ req, account, body }) => {
  const file = await confirmUpload(account.id, body.key);
  return { file: fileJson(file, requestContext(req)) } satisfies CompleteFileResponse;
});
