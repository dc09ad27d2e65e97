import { projectIdParams } from "@/lib/contracts/projects";
import { shareOwnProject } from "@/lib/server/projects";
import { route } from "@/lib/server/route";

/**
 * My Projects' Share copied a link to one of the account's saved projects: the server records the share, which
 * the daily share challenge counts (each project once a day). Another account's project, or a sample, is 404.
 */
export const POST = route({ access: "guest", params: projectIdParams }, async ({ account, params }) => {
  await shareOwnProject(account.id, params.id);
  return { shared: params.id };
});
