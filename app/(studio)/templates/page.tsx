import type { Metadata } from "next";

import { PageContainer, PageHeader } from "@/components/shell/page-header";
import { PlanChooserButton } from "@/components/subscription/plan-chooser-button";
import { TemplateGallery } from "@/components/templates/lazy";
import { Crown } from "@/components/ui/icons";
import { templates } from "@/lib/catalog/templates";
import { currentAccount } from "@/lib/server/auth/session";
import { myTemplates } from "@/lib/server/templates";

export const metadata: Metadata = { title: "Template Gallery" };

export default async function Page() {
  // My Templates: the signed-in (or guest) account's own, read on the server with the page.
  const account = await currentAccount();
  const mine = account ? await myTemplates(account) : [];
  return (
    <PageContainer>
      <PageHeader
        title="Template Gallery"
        description="Start from a professionally made template and make it yours in the editor."
        actions={
          <PlanChooserButton variant="outline">
            <Crown aria-hidden /> Upgrade Plan
          </PlanChooserButton>
        }
      />
      <TemplateGallery templates={templates} mine={mine} />
    </PageContainer>
  );
}
