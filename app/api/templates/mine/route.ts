import { NextResponse } from "next/server";

import { saveTemplateSchema } from "@/lib/contracts/templates";
import { MAX_PROJECT_BYTES } from "@/lib/server/projects";
import { route } from "@/lib/server/route";
import { myTemplates, saveMyTemplate } from "@/lib/server/templates";

/** My Templates, newest first. */
export const GET = route({ access: "reader" }, async ({ account }) => ({ templates: account ? await myTemplates(account) : [] }));

/** Save as Template: stores the project's document as a template of the caller's own. */
export const POST = route({ access: "guest", body: saveTemplateSchema, maxBytes: MAX_PROJECT_BYTES }, async ({ account, body }) =>
  NextResponse.json({ template: await saveMyTemplate(account, body) }, { status: 201 }),
);
