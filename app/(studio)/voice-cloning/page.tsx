import type { Metadata } from "next";

import { EditorScreen } from "@/components/editor/editor-screen";

export const metadata: Metadata = { title: "Voice Cloning" };

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <EditorScreen query={await searchParams} />;
}
