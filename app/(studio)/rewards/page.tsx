import type { Metadata } from "next";
import Link from "next/link";

import { VerifyEmailNotice } from "@/components/account/verify-email-notice";
import { ChallengesPanel, HistoryPanel, HowToEarnPanel, OverviewPanel } from "@/components/rewards/rewards-panels";
import { RewardsTabs } from "@/components/rewards/lazy";
import { UserAmount } from "@/components/rewards/user-amount";
import { PageContainer, PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import { Wallet } from "@/components/ui/icons";
import { parseRewardsTab } from "@/lib/wallet/rewards";

export const metadata: Metadata = { title: "Rewards Center" };

export default async function Page({ searchParams }: { searchParams: Promise<{ tab?: string | string[] }> }) {
  const { tab } = await searchParams;
  return (
    <PageContainer>
      <PageHeader
        title="Rewards Center"
        description="Earn MSXT for creating, sharing and completing challenges."
        actions={
          <>
            {/* A fixed width: the balance arriving after hydration does not move the header. */}
            <div className="w-44 rounded-lg border border-border bg-card px-4 py-2 text-right">
              <p className="text-xs text-muted-foreground">Total Balance</p>
              <p className="text-lg font-bold tabular-nums">
                <UserAmount field="tokenBalance" testId="rewards-balance" /> MSXT
              </p>
            </div>
            <Button asChild>
              <Link href="/token-converter">
                <Wallet aria-hidden /> Withdraw
              </Link>
            </Button>
          </>
        }
      />
      <VerifyEmailNotice />
      <RewardsTabs
        initialTab={parseRewardsTab(tab)}
        panels={{
          overview: <OverviewPanel />,
          "how-to-earn": <HowToEarnPanel />,
          challenges: <ChallengesPanel />,
          history: <HistoryPanel />,
        }}
      />
    </PageContainer>
  );
}
