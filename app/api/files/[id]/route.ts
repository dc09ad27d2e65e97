import { NextResponse } from "next/server";

import { ApiError, withApi } from "@/lib/server/api";
import { requireAccount } from "@/lib/server/auth/guard";
import { removeFile } from "@/lib/server/uploads";

import { type DeleteFileResponse, fileIdParamsSchema } from "@/lib/contracts/uploads";

type Ctx = { params: Promise<{ id: string }> };

/** Deletes one of the account's files: the stored object and its row, which frees its storage. 404 for another's. */
export const DELETE = withApi<Ctx>(async (req, { params }) => {
  const account = await requireAccount(req);
  const parsed = fileIdParamsSchema.safeParse(await params);
  if (!parsed.success) throw new ApiError(404, "No such file", "not_found");
  await removeFile(account.id, parsed.data.id);
  return NextResponse.json({ deleted: parsed.data.id } satisfies DeleteFileResponse);
});
