import type { Metadata } from "next";

import { PageContainer, PageHeader } from "@/components/shell/page-header";
import { Badge } from "@/components/ui/badge";
import { VeoGeneratorLazy } from "@/components/veo3-v3/lazy";
import { VeoMarketing } from "@/components/veo3-v3/veo-marketing";

export const metadata: Metadata = { title: "VEO3 V3" };

export default function Page() {
  return (
    <PageContainer>
      <PageHeader
        title="VEO3 V3 Video Generator"
        description="Turn a text description into a short, high-quality video."
        actions={<Badge variant="secondary">Simulated generation</Badge>}
      />
      <VeoGeneratorLazy />
      <VeoMarketing />
    </PageContainer>
  );
}
