import { NextResponse } from "next/server";

import { ApiError, withApi } from "@/lib/server/api";
import { requireAccount } from "@/lib/server/auth/guard";
import { recordActivity, shareRef } from "@/lib/server/challenges";
import { getDb } from "@/lib/server/db/client";
import { getProject } from "@/lib/server/db/queries/projects";

type Ctx = { params: Promise<{ id: string }> };

/**
 * My Projects' Share copied a link to one of the account's saved projects: the server records the share, which
 * the daily share challenge counts (each project once a day). Another account's project, or a sample, is 404.
 */
export const POST = withApi<Ctx>(async (req, { params }) => {
  const account = await requireAccount(req);
  const { id } = await params;
  const db = await getDb();
  if (id.length > 100 || !(await getProject(db, account.id, id))) throw new ApiError(404, "Project not found", "project_not_found");
  await recordActivity(db, account.id, "share", shareRef(id));
  return NextResponse.json({ shared: id });
});
