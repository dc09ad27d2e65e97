import { NextResponse } from "next/server";

import { projectIdParams, projectPatchSchema, projectSaveSchema } from "@/lib/contracts/projects";
import { deleteOwnProject, MAX_PROJECT_BYTES, ownProject, patchOwnProject, type SaveResult, saveOwnProject } from "@/lib/server/projects";
import { route } from "@/lib/server/route";

/** A saved project, or 409 with the revision it is at when it was saved elsewhere since. */
function answer(result: SaveResult) {
  if (result.ok) return NextResponse.json({ project: result.project });
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

export const GET = route({ access: "reader", params: projectIdParams }, async ({ account, params }) => ({
  project: await ownProject(account.id, params.id),
}));

/** Saves the editor's record over the project, if it is still at the given revision (409 otherwise). */
export const PUT = route(
  { access: "guest", params: projectIdParams, body: projectSaveSchema, maxBytes: MAX_PROJECT_BYTES },
  async ({ account, params, body }) => answer(await saveOwnProject(account.id, params.id, body.revision, body.record)),
);

/** Visibility and/or title, from My Projects. */
export const PATCH = route({ access: "guest", params: projectIdParams, body: projectPatchSchema }, async ({ account, params, body }) =>
  answer(await patchOwnProject(account.id, params.id, body)),
);

/** Deletes a saved project; for a sample project (ids 1 to 4) it hides the sample for this account. */
export const DELETE = route({ access: "guest", params: projectIdParams }, async ({ account, params }) => {
  await deleteOwnProject(account.id, params.id);
  return { deleted: params.id };
});
