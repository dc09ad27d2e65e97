import { type DeleteFileResponse, fileIdParamsSchema } from "@/lib/contracts/uploads";
import { route } from "@/lib/server/route";
import { removeFile } from "@/lib/server/uploads";

/** Deletes one of the account's files: the stored object and its row, which frees its storage. 404 for another's. */
export const DELETE = route({ access: "guest", params: fileIdParamsSchema, notFound: "No such file" }, async ({ account, params }) => {
  await removeFile(account.id, params.id);
  return { deleted: params.id } satisfies DeleteFileResponse;
});
