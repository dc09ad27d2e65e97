import { NextResponse } from "next/server";

import { ApiError, readJson, withApi } from "@/lib/server/api";
import { readAccount, requireAccount } from "@/lib/server/auth/guard";
import { getDb } from "@/lib/server/db/client";
import { updateProfile } from "@/lib/server/db/queries/accounts";
import { deleteProject, getProject, patchProject, type UpdateResult, updateProject } from "@/lib/server/db/queries/projects";
import { checkOwnUploads, hiddenSampleKey, isSampleId, MAX_PROJECT_BYTES, parseProjectRecord, projectWrite, serverProject } from "@/lib/server/projects";

import { projectPatchSchema, projectSaveSchema } from "@/lib/contracts/projects";

type Ctx = { params: Promise<{ id: string }> };

/** Another account's project is answered exactly like a missing one. */
const notFound = () => new ApiError(404, "Project not found", "project_not_found");

function answer(result: UpdateResult) {
  if (result.ok) return NextResponse.json({ project: serverProject(result.project) });
  if (result.reason === "not_found") throw notFound();
  return NextResponse.json(
    {
      error: {
        code: "revision_conflict",
        message: "This project was saved elsewhere since you opened it. Reload it to get the latest version.",
        revision: result.revision,
      },
    },
    { status: 409 },
  );
}

export const GET = withApi<Ctx>(async (req, { params }) => {
  const account = await readAccount(req);
  const { id } = await params;
  const row = await getProject(await getDb(), account.id, id);
  if (!row) throw notFound();
  return NextResponse.json({ project: serverProject(row) });
});

/** Saves the editor's record over the project, if it is still at the given revision (409 otherwise). */
export const PUT = withApi<Ctx>(async (req, { params }) => {
  const account = await requireAccount(req);
  const { id } = await params;
  const { record, revision } = await readJson(req, projectSaveSchema, { maxBytes: MAX_PROJECT_BYTES });
  const parsed = parseProjectRecord(record);
  if (parsed.id !== id) throw new ApiError(400, "The record's id does not match the project in the URL", "invalid_project");
  const db = await getDb();
  await checkOwnUploads(db, account.id, parsed);
  return answer(await updateProject(db, account.id, id, revision, projectWrite(parsed)));
});

/** Visibility and/or title, from My Projects. */
export const PATCH = withApi<Ctx>(async (req, { params }) => {
  const account = await requireAccount(req);
  const { id } = await params;
  const patch = await readJson(req, projectPatchSchema);
  return answer(await patchProject(await getDb(), account.id, id, patch));
});

/** Deletes a saved project; for a sample project (ids 1 to 4) it hides the sample for this account. */
export const DELETE = withApi<Ctx>(async (req, { params }) => {
  const account = await requireAccount(req);
  const { id } = await params;
  const db = await getDb();
  if (isSampleId(id)) {
    await updateProfile(db, account.id, { preferences: { [hiddenSampleKey(id)]: true } });
    return NextResponse.json({ deleted: id });
  }
  if (!(await deleteProject(db, account.id, id))) throw notFound();
  return NextResponse.json({ deleted: id });
});
