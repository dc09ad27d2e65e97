/** My Projects for the server render: the signed-in account's saved projects, then the samples it has not deleted. */
import "server-only";

import { sampleProjects } from "@/lib/catalog/projects";
import type { Project } from "@/lib/projects/project";
import { currentAccount } from "@/lib/server/auth/session";
import { getDb } from "@/lib/server/db/client";
import { listProjects } from "@/lib/server/db/queries/projects";
import { hiddenSamples, summaryOf } from "@/lib/server/projects";

export async function accountProjects(): Promise<Project[]> {
  const account = await currentAccount();
  if (!account) return [];
  const rows = await listProjects(await getDb(), account.id);
  const hidden = new Set(hiddenSamples(account));
  return [...rows.map(summaryOf), ...sampleProjects.filter((p) => !hidden.has(p.id))];
}
