import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { EditorScreen } from "@/components/editor/editor-screen";
import { editorProject } from "@/lib/server/editor-project";

export const metadata: Metadata = { title: "Video Editor" };

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = await searchParams;
  // ?project=<id>: the account's saved project, read here so the editor renders it at once; anyone else's is a 404.
  const opened = await editorProject(query);
  if (opened.kind === "missing") notFound();
  return <EditorScreen query={query} project={opened.kind === "project" ? opened.project : undefined} />;
}
