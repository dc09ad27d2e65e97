import { CrownIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";

import { EffectsBrowserLoader } from "@/components/effects/effects-browser-loader";
import { PageContainer, PageHeader } from "@/components/shell/page-header";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { effects } from "@/fixtures/effects";
import { countFreeEffects } from "@/lib/effects";

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
      <section
        aria-labelledby="upgrade-title"
        className="flex flex-col items-start justify-between gap-4 rounded-xl border border-primary/40 bg-gradient-to-r from-primary/25 to-primary/5 p-5 sm:flex-row sm:items-center"
      >
        <div className="flex items-start gap-3">
          <CrownIcon className="mt-0.5 size-6 text-warning" aria-hidden />
          <div>
            <h2 id="upgrade-title" className="font-semibold">Unlock every premium effect</h2>
            <p className="text-sm text-muted-foreground">
              Pro effects are marked with a Pro badge. Upgrade to use them all without watermarks.
            </p>
          </div>
        </div>
        <Button asChild>
          <Link href="/subscription">Upgrade Now</Link>
        </Button>
      </section>
      <Suspense fallback={<p className="text-sm text-muted-foreground">Loading effects...</p>}>
        <EffectsBrowserLoader effects={effects} />
      </Suspense>
    </PageContainer>
  );
}
