import { notFound } from "next/navigation";

import { EditorScreen } from "@/components/editor/editor-screen";
import { PremiumTemplateRefusal } from "@/components/templates/premium-template-refusal";
import { templateDoc } from "@/lib/catalog/template-docs";
import { templates } from "@/lib/catalog/templates";
import { currentAccount } from "@/lib/server/auth/session";
import { entitlementsOf } from "@/lib/entitlements";
import { editorProject } from "@/lib/server/editor-project";
import { templateForEditorQuery } from "@/lib/gallery/templates";

type Query = Record<string, string | string[] | undefined>;

/**
 * The editor, as /editor and each of its aliases serve it (a server component): the server decides what opens.
 * A premium template opens only for an effective plan of Pro or Enterprise (never a guest), whatever the link says; ?project=<id> is the account's saved
 * project, read here so the editor renders it at once, and anyone else's is a 404.
 */
export async function EditorPage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const template = templateForEditorQuery(query, templates);
  if (template?.isPremium && !entitlementsOf(await currentAccount()).premiumTemplates) return <PremiumTemplateRefusal title={template.title} />;
  const opened = await editorProject(query);
  if (opened.kind === "missing") notFound();
  // A template's link (?template=<id>) opens its document, unsaved, until the first save makes it a project.
  const fromTemplate = opened.kind === "none" && template ? templateDoc(template.id) : null;
  return <EditorScreen query={query} project={opened.kind === "project" ? opened.project : undefined} template={fromTemplate ?? undefined} />;
}
