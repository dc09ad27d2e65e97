/**
 * Templates on the server: a new project of the account from a catalogue template (premium ones need their plan) or
 * from one of its own templates, and My Templates (a project saved as a template, its chosen items as empty slots).
 */
import "server-only";

import { templateDoc } from "@/lib/catalog/template-docs";
import { templates } from "@/lib/catalog/templates";
import type { MyTemplate } from "@/lib/contracts/templates";
import { docDuration, emptySlots, type ProjectDoc } from "@/lib/editor/model/document";
import { projectDocSchema } from "@/lib/editor/model/document-schema";
import { docIssues } from "@/lib/editor/model/invariants";
import { markSlots } from "@/lib/editor/edits/slot-edits";
import { ApiError } from "@/lib/server/api";
import { getDb } from "@/lib/server/db/client";
import { type Account } from "@/lib/server/db/queries/accounts";
import {
  createUserTemplate,
  deleteUserTemplate,
  getUserTemplate,
  listUserTemplates,
  USER_TEMPLATE_PREFIX,
  type UserTemplateRow,
} from "@/lib/server/db/queries/user-templates";
import { checkOwnUploads, createOwnProject, parseProjectRecord } from "@/lib/server/projects";
import type { ServerProject } from "@/lib/projects/store";
import { assertTemplateAllowed, type QuotaAccount } from "@/lib/entitlements/quotas";

const notFound = () => new ApiError(404, "No such template", "not_found");

/** "0:15", "1:00", "3:30": the gallery's duration text of a length in seconds. */
export function galleryDuration(seconds: number): string {
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

function parseTemplateDoc(raw: unknown): ProjectDoc {
  const parsed = projectDocSchema.safeParse(raw);
  if (!parsed.success) throw new ApiError(400, `The template's document is not valid (${parsed.error.issues[0]?.path.join(".") || "doc"}: ${parsed.error.issues[0]?.message})`, "invalid_template");
  const issues = docIssues(parsed.data);
  if (issues.length > 0) throw new ApiError(400, `The template's document breaks the timeline's rules: ${issues[0]}`, "invalid_template");
  return parsed.data;
}

export function myTemplateOf(row: UserTemplateRow): MyTemplate {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    aspectRatio: row.aspectRatio,
    duration: row.duration,
    slotCount: row.slotCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The document a template id opens for this account: a catalogue template its plan allows, or one of its own. */
export async function templateDocFor(account: QuotaAccount & Pick<Account, "id">, id: string): Promise<{ doc: ProjectDoc; title: string }> {
  if (id.startsWith(USER_TEMPLATE_PREFIX)) {
    const row = await getUserTemplate(await getDb(), account.id, id);
    if (!row) throw notFound();
    return { doc: parseTemplateDoc(row.document), title: row.title };
  }
  const template = templates.find((t) => t.id === id);
  const doc = template ? templateDoc(template.id) : null;
  if (!template || !doc) throw notFound();
  assertTemplateAllowed(account, template);
  return { doc, title: template.title };
}

/** Use Template: a new project of the account, made from the template's document. */
export async function projectFromTemplate(account: QuotaAccount & Pick<Account, "id">, id: string): Promise<ServerProject> {
  const { doc } = await templateDocFor(account, id);
  const now = Date.now();
  return createOwnProject(account.id, { id: `from-${id}`, doc, thumbnail: "", createdAt: now, updatedAt: now });
}

/** Save as Template: the project's document with the chosen items as empty slots, stored with the account. */
export async function saveMyTemplate(account: Pick<Account, "id">, input: { title: string; description: string; doc: unknown; slotIds: string[] }): Promise<MyTemplate> {
  // The project's own rules (schema, timeline, safe media URLs; local files kept without a URL), then the slots.
  const parsed = parseProjectRecord({ id: "template", doc: input.doc, thumbnail: "", createdAt: 0, updatedAt: 0 });
  const marked = markSlots(parsed.doc, input.slotIds);
  const doc: ProjectDoc = { ...marked, settings: { ...marked.settings, title: input.title, visibility: "private" } };
  const db = await getDb();
  await checkOwnUploads(db, account.id, { id: "template", doc, thumbnail: "", createdAt: 0, updatedAt: 0 });
  const row = await createUserTemplate(db, account.id, {
    title: input.title,
    description: input.description,
    aspectRatio: doc.settings.aspectRatio,
    duration: galleryDuration(docDuration(doc)),
    slotCount: emptySlots(doc).length,
    document: doc,
  });
  return myTemplateOf(row);
}

export async function myTemplates(account: Pick<Account, "id">): Promise<MyTemplate[]> {
  return (await listUserTemplates(await getDb(), account.id)).map(myTemplateOf);
}

/** One of the account's templates with its document (the gallery draws its picture from it). */
export async function myTemplate(account: Pick<Account, "id">, id: string): Promise<{ template: MyTemplate; doc: ProjectDoc }> {
  const row = await getUserTemplate(await getDb(), account.id, id);
  if (!row) throw notFound();
  return { template: myTemplateOf(row), doc: parseTemplateDoc(row.document) };
}

export async function deleteMyTemplate(account: Pick<Account, "id">, id: string): Promise<void> {
  if (!(await deleteUserTemplate(await getDb(), account.id, id))) throw notFound();
}
