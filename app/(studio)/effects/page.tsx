import type { Metadata } from "next";
import { Suspense } from "react";

import { EffectsBrowserLoader } from "@/components/effects/effects-browser-loader";
import { UpgradeBanner } from "@/components/effects/upgrade-banner";
import { PageContainer, PageHeader } from "@/components/shell/page-header";
import { Badge } from "@/components/ui/badge";
import { effects } from "@/lib/catalog/effects";
import { countFreeEffects } from "@/lib/gallery/effects";

export const metadata: Metadata = { title: "Effects" };

export default function Page() {
  const free = countFreeEffects(effects);
  return (
    <PageContainer>
      <PageHeader
        title="Effects"
        description="Add eye-catching effects to your videos in one click."
        actions={
          <>
            <Badge variant="success" className="text-sm">{free} Free Effects</Badge>
            <Badge variant="outline" className="text-sm">{effects.length} Effects</Badge>
          </>
        }
      />
      <UpgradeBanner />
      <Suspense fallback={<p className="text-sm text-muted-foreground">Loading effects...</p>}>
        <EffectsBrowserLoader effects={effects} />
      </Suspense>
    </PageContainer>
  );
}
