import { NextResponse } from "next/server";

import { templateIdParamsSchema } from "@/lib/contracts/projects";
import { route } from "@/lib/server/route";
import { projectFromTemplate } from "@/lib/server/templates";

/**
 * Use Template: a new project of the caller made from the template (a catalogue one, or one of its own). Premium
 * catalogue templates need Pro or Enterprise: 403 premium_required.
 */
export const POST = route({ access: "guest", params: templateIdParamsSchema, notFound: "No such template" }, async ({ account, params }) => {
  const project = await projectFromTemplate(account, params.id);
  return NextResponse.json({ project: { id: project.id, revision: project.revision } }, { status: 201 });
});
