import { NextResponse } from "next/server";

import { projectCreateSchema } from "@/lib/contracts/projects";
import { createOwnProject, MAX_PROJECT_BYTES, projectListOf } from "@/lib/server/projects";
import { route } from "@/lib/server/route";

/** The account's saved projects as My Projects lists them, newest first, and the sample projects it deleted. */
export const GET = route({ access: "reader" }, ({ account }) => projectListOf(account));

/** Stores a new project from the editor: 201 with its id and revision 1. */
export const POST = route({ access: "guest", body: projectCreateSchema, maxBytes: MAX_PROJECT_BYTES }, async ({ account, body }) =>
  NextResponse.json({ project: await createOwnProject(account.id, body.record) }, { status: 201 }),
);
