import type { Metadata } from "next";

import { DebugCenterLoader } from "@/components/debug/debug-center-loader";
import { PageContainer, PageHeader } from "@/components/shell/page-header";

export const metadata: Metadata = { title: "AI Debug Center" };

export default function Page() {
  return (
    <PageContainer>
      <PageHeader title="AI Debug Center" description="Report a problem and let the AI assistant help you fix it." />
      <DebugCenterLoader />
    </PageContainer>
  );
}
