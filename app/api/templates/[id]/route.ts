import { NextResponse } from "next/server";

import { templates } from "@/lib/catalog/templates";
import { editorUrlForTemplate } from "@/lib/editor-bridge";
import { ApiError, withApi } from "@/lib/server/api";
import { readAccount } from "@/lib/server/auth/guard";
import { assertTemplateAllowed } from "@/lib/server/quotas";

import { type TemplateResponse, templateIdParamsSchema } from "@/lib/contracts/projects";

type Ctx = { params: Promise<{ id: string }> };

/** One template's data and its editor URL. Premium templates need Pro or Enterprise: 403 premium_required. */
export const GET = withApi<Ctx>(async (req, { params }) => {
  const account = await readAccount(req);
  const parsed = templateIdParamsSchema.safeParse(await params);
  const template = parsed.success ? templates.find((t) => t.id === parsed.data.id) : undefined;
  if (!template) throw new ApiError(404, "No such template", "not_found");
  assertTemplateAllowed(account, template);
  return NextResponse.json({ template, editorUrl: editorUrlForTemplate(template) } satisfies TemplateResponse);
});
