import type { Metadata } from "next";

import { AccountStatsCard, AccountStatusCard, QuickActionsCard } from "@/components/account/account-cards";
import { AccountForms } from "@/components/account/lazy";
import { PageHeader } from "@/components/shell/page-header";
import { Badge } from "@/components/ui/badge";
import { Crown } from "@/components/ui/icons";
import { currentUser } from "@/lib/server/auth/current-user";

export const metadata: Metadata = { title: "My Account" };

export default async function Page() {
  const user = await currentUser();
  // A signed-up account's e-mail row is its own; the demo shows the product's sample.
  const emailVerified = user && user.role !== "guest" ? user.emailVerified === true : undefined;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="My Account"
        description="Manage your profile, password and account settings."
        actions={
          <Badge className="px-3 py-1 text-sm">
            <Crown aria-hidden />
            Pro Member
          </Badge>
        }
      />
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="xl:col-span-2">
          <AccountForms />
        </div>
        <div className="grid content-start gap-6">
          <AccountStatusCard emailVerified={emailVerified} />
          <QuickActionsCard />
          <AccountStatsCard />
        </div>
      </div>
    </div>
  );
}
