import type { Metadata } from "next";

import { EditorScreen } from "@/components/editor/editor-screen";
import { PremiumTemplateRefusal } from "@/components/templates/premium-template-refusal";
import { templates } from "@/fixtures/templates";
import { currentAccount } from "@/lib/server/auth/session";
import { canUseTemplate, templateForEditorQuery } from "@/lib/templates";

export const metadata: Metadata = { title: "Video Editor" };

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = await searchParams;
  // A premium template opens only for Pro or Enterprise: the server decides, whatever the link says.
  const template = templateForEditorQuery(query, templates);
  if (template && !canUseTemplate(template, (await currentAccount())?.plan)) return <PremiumTemplateRefusal title={template.title} />;
  return <EditorScreen query={query} />;
}
