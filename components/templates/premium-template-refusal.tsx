import Link from "next/link";

import { PageContainer } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import { Crown } from "@/components/ui/icons";
import { PREMIUM_TEMPLATE_MESSAGE, UPGRADE_PATH } from "@/lib/entitlements/messages";

/** What the editor shows instead of a premium template the account's plan may not use (decided on the server). */
export function PremiumTemplateRefusal({ title }: { title: string }) {
  return (
    <PageContainer className="max-w-2xl">
      <section aria-labelledby="premium-refusal-title" className="flex flex-col items-start gap-4 rounded-xl border border-primary/40 bg-card p-6">
        <Crown className="size-8 text-warning" aria-hidden />
        <h1 id="premium-refusal-title" className="text-2xl font-bold tracking-tight">
          Premium Template
        </h1>
        <p role="alert">{PREMIUM_TEMPLATE_MESSAGE}</p>
        <p className="text-sm text-muted-foreground">
          &ldquo;{title}&rdquo; is a premium template. Upgrade to Pro or Enterprise to open it in the editor.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link href={UPGRADE_PATH}>Upgrade Plan</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/templates">Back to Templates</Link>
          </Button>
        </div>
      </section>
    </PageContainer>
  );
}
