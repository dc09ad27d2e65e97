import type { Metadata } from "next";

import { PageContainer, PageHeader } from "@/components/shell/page-header";
import { ProTips } from "@/components/veo3/pro-tips";
import { VeoGenerator } from "@/components/veo3/lazy";
import { veoPresets, veoProTips } from "@/lib/catalog/veo-presets";

export const metadata: Metadata = { title: "Veo 3 Generator" };

export default function Page() {
  return (
    <PageContainer>
      <PageHeader
        title="Veo 3 Generator"
        description="Build a structured prompt for Google's Veo 3 video model, then generate your clip."
      />
      <VeoGenerator presets={veoPresets} tips={<ProTips tips={veoProTips} />} />
    </PageContainer>
  );
}
