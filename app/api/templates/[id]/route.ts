import { templates } from "@/lib/catalog/templates";
import { type TemplateResponse, templateIdParamsSchema } from "@/lib/contracts/projects";
import { editorUrlForTemplate } from "@/lib/editor-bridge";
import { ApiError } from "@/lib/server/api";
import { assertTemplateAllowed } from "@/lib/entitlements/quotas";
import { route } from "@/lib/server/route";

/** One template's data and its editor URL. Premium templates need Pro or Enterprise: 403 premium_required. */
export const GET = route(
  { access: "reader", params: templateIdParamsSchema, notFound: "No such template" },
  ({ account, params }) => {
    const template = templates.find((t) => t.id === params.id);
    if (!template) throw new ApiError(404, "No such template", "not_found");
    assertTemplateAllowed(account, template);
    return { template, editorUrl: editorUrlForTemplate(template) } satisfies TemplateResponse;
  },
);
