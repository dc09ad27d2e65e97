import type { Metadata } from "next";

import { AccountSettingsLoader } from "@/components/account/account-settings-loader";
import { PageContainer, PageHeader } from "@/components/shell/page-header";

export const metadata: Metadata = { title: "Account Settings" };

export default function Page() {
  return (
    <PageContainer>
      <PageHeader title="Account Settings" description="Manage your profile, privacy and notification preferences." />
      <AccountSettingsLoader />
    </PageContainer>
  );
}
