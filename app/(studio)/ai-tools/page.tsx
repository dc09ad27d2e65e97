import type { Metadata } from "next";

import { AiToolsPanel } from "@/components/ai-tools/ai-tools-panel";
import { PageContainer, PageHeader } from "@/components/shell/page-header";

export const metadata: Metadata = { title: "AI Tools" };

// Until the editor screen lands here (it shows the same panel beside its preview), /ai-tools shows the panel alone.
export default function Page() {
  return (
    <PageContainer>
      <PageHeader title="AI Tools" description="Generate captions, speech, cut-outs and avatars for your videos." />
      <AiToolsPanel />
    </PageContainer>
  );
}
