/**
 * The project the editor opens (/editor?project=<id>), read on the server for its first render: the signed-in
 * account's own project only. Sample projects (ids 1 to 4) are not rows: the editor opens them by title.
 */
import "server-only";

import type { LoadedProject } from "@/lib/editor/model/loaded-project";
import { currentAccount } from "@/lib/server/auth/session";
import { getDb } from "@/lib/server/db/client";
import { getProject } from "@/lib/server/db/queries/projects";
import { isSampleId, recordOf } from "@/lib/server/projects";

export type EditorProjectResult = { kind: "none" } | { kind: "sample" } | { kind: "missing" } | { kind: "project"; project: LoadedProject };

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export async function editorProject(query: Record<string, string | string[] | undefined>): Promise<EditorProjectResult> {
  const id = first(query.project)?.trim();
  if (!id) return { kind: "none" };
  if (isSampleId(id)) return { kind: "sample" };
  const account = await currentAccount();
  const row = account ? await getProject(await getDb(), account.id, id) : null;
  if (!row) return { kind: "missing" };
  return { kind: "project", project: { record: recordOf(row), revision: row.revision } };
}
