/** The browser's calls about templates (loaded when one is used, saved or drawn): each answer parsed with its contract. */
import { api, type ApiResult } from "@/lib/api-request";
import {
  myTemplateAnswerSchema,
  myTemplateDocAnswerSchema,
  type MyTemplate,
  type SaveTemplateInput,
  templateProjectAnswerSchema,
} from "@/lib/contracts/templates";
import type { ProjectDoc } from "@/lib/editor/model/document";

const path = (id: string) => encodeURIComponent(id);

/** Use Template: the account's new project made from the template (a catalogue one, or one of its own). */
export function projectFromTemplate(id: string): Promise<ApiResult<{ project: { id: string; revision: number } }>> {
  return api("POST", `/api/templates/${path(id)}/project`, {}, templateProjectAnswerSchema);
}

/** One of the account's templates with its document. */
export function myTemplateDoc(id: string, signal?: AbortSignal): Promise<ApiResult<{ template: MyTemplate; doc: ProjectDoc }>> {
  return api("GET", `/api/templates/mine/${path(id)}`, undefined, myTemplateDocAnswerSchema, { signal });
}

export function saveMyTemplate(input: SaveTemplateInput): Promise<ApiResult<{ template: MyTemplate }>> {
  return api("POST", "/api/templates/mine", input, myTemplateAnswerSchema);
}

export function deleteMyTemplate(id: string): Promise<ApiResult<object>> {
  return api("DELETE", `/api/templates/mine/${path(id)}`);
}
