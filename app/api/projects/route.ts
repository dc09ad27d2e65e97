import { NextResponse } from "next/server";

import type { ProjectList } from "@/lib/projects/store";
import { readJson, withApi } from "@/lib/server/api";
import { readAccount, requireAccount } from "@/lib/server/auth/guard";
import { getDb } from "@/lib/server/db/client";
import { createProject, listProjects } from "@/lib/server/db/queries/projects";
import { checkOwnUploads, hiddenSamples, MAX_PROJECT_BYTES, parseProjectRecord, projectWrite, serverProject, summaryOf } from "@/lib/server/projects";

import { projectCreateSchema } from "@/lib/contracts/projects";

/** The account's saved projects as My Projects lists them, newest first, and the sample projects it deleted. */
export const GET = withApi(async (req) => {
  const account = await readAccount(req);
  const rows = await listProjects(await getDb(), account.id);
  const body: ProjectList = {
    projects: rows.map((row) => ({ ...summaryOf(row), revision: row.revision })),
    hiddenSamples: hiddenSamples(account),
  };
  return NextResponse.json(body);
});

/** Stores a new project from the editor: 201 with its id and revision 1. */
export const POST = withApi(async (req) => {
  const account = await requireAccount(req);
  const { record } = await readJson(req, projectCreateSchema, { maxBytes: MAX_PROJECT_BYTES });
  const parsed = parseProjectRecord(record);
  const db = await getDb();
  await checkOwnUploads(db, account.id, parsed);
  const row = await createProject(db, account.id, projectWrite(parsed));
  return NextResponse.json({ project: serverProject(row) }, { status: 201 });
});
