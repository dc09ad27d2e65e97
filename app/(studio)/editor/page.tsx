import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { EditorScreen } from "@/components/editor/editor-screen";
import { PremiumTemplateRefusal } from "@/components/templates/premium-template-refusal";
import { templates } from "@/fixtures/templates";
import { currentAccount } from "@/lib/server/auth/session";
import { editorProject } from "@/lib/server/editor-project";
import { canUseTemplate, templateForEditorQuery } from "@/lib/templates";

export const metadata: Metadata = { title: "Video Editor" };

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = await searchParams;
  // A premium template opens only for Pro or Enterprise: the server decides, whatever the link says.
  const template = templateForEditorQuery(query, templates);
  if (template && !canUseTemplate(template, (await currentAccount())?.plan)) return <PremiumTemplateRefusal title={template.title} />;
  // ?project=<id>: the account's saved project, read here so the editor renders it at once; anyone else's is a 404.
  const opened = await editorProject(query);
  if (opened.kind === "missing") notFound();
  return <EditorScreen query={query} project={opened.kind === "project" ? opened.project : undefined} />;
}
