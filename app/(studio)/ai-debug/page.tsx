import type { Metadata } from "next";

import { DebugCenter } from "@/components/debug/lazy";
import { PageContainer, PageHeader } from "@/components/shell/page-header";
import { currentDebugCenter } from "@/lib/server/debug-center";

export const metadata: Metadata = { title: "AI Debug Center" };

export default async function Page() {
  return (
    <PageContainer>
      <PageHeader title="AI Debug Center" description="Report a problem and let the AI assistant help you fix it." />
      <DebugCenter initial={await currentDebugCenter()} />
    </PageContainer>
  );
}
