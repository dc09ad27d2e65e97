import type * as React from "react";

import { ActiveChallengeCount, ChallengeList, TransactionList } from "@/components/rewards/lazy";
import { UserAmount } from "@/components/rewards/user-amount";
import { CalendarCheck, Coins, Eye, Flame, Gift, Target, TrendingUp, Users } from "@/components/ui/icons";
import {
  challenges,
  earningActivities,
  REFERRAL_BONUS_MSXT,
  sampleTransactions,
  streakBonuses,
  todaysEarnings,
  viewBonusTiers,
  type EarningActivity,
} from "@/lib/catalog/rewards";

function StatCard({ icon, label, children }: { icon: React.ReactNode; label: string; children: React.ReactNode }) {
  return (
    <div className="rounded-xl border border-border bg-card p-5">
      <div className="flex items-center justify-between text-sm text-muted-foreground">
        <h3>{label}</h3>
        {icon}
      </div>
      <p className="mt-2 text-2xl font-bold tabular-nums">{children}</p>
    </div>
  );
}

export function OverviewPanel() {
  return (
    <div className="space-y-8">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Total Earnings" icon={<TrendingUp className="size-4 text-success" aria-hidden />}>
          <UserAmount field="totalEarnings" testId="total-earnings" /> <span className="text-sm font-medium text-muted-foreground">MSXT</span>
        </StatCard>
        <StatCard label="Today's Earnings" icon={<Coins className="size-4 text-warning" aria-hidden />}>
          {todaysEarnings} <span className="text-sm font-medium text-muted-foreground">MSXT</span>
        </StatCard>
        <StatCard label="Active Challenges" icon={<Target className="size-4 text-primary" aria-hidden />}>
          <ActiveChallengeCount challenges={challenges} />
        </StatCard>
        <StatCard label="Referral Bonus" icon={<Users className="size-4 text-primary" aria-hidden />}>
          {REFERRAL_BONUS_MSXT} <span className="text-sm font-medium text-muted-foreground">MSXT</span>
        </StatCard>
      </div>
      <section aria-labelledby="overview-challenges" className="space-y-3">
        <h2 id="overview-challenges" className="text-lg font-semibold">
          Active Challenges
        </h2>
        <ChallengeList challenges={challenges.slice(0, 2)} />
      </section>
      <section aria-labelledby="overview-transactions" className="space-y-3">
        <h2 id="overview-transactions" className="text-lg font-semibold">
          Recent Transactions
        </h2>
        <TransactionList samples={sampleTransactions} limit={4} label="Recent transactions" />
      </section>
    </div>
  );
}

function RewardGrid({ title, icon, items }: { title: string; icon: React.ReactNode; items: EarningActivity[] }) {
  const id = `earn-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold">
        {icon}
        {title}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((a) => (
          <li key={a.title} className="flex items-start justify-between gap-3 rounded-xl border border-border bg-card p-4">
            <div>
              <h3 className="font-medium">{a.title}</h3>
              <p className="text-sm text-muted-foreground">{a.description}</p>
            </div>
            <span className="shrink-0 rounded-md bg-success/15 px-2 py-1 text-sm font-semibold text-success">+{a.reward} MSXT</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HowToEarnPanel() {
  return (
    <div className="space-y-8">
      <RewardGrid title="Earning Activities" icon={<Gift className="size-5 text-primary" aria-hidden />} items={earningActivities} />
      <RewardGrid title="View Bonus Tiers" icon={<Eye className="size-5 text-primary" aria-hidden />} items={viewBonusTiers} />
      <RewardGrid title="Streak Bonuses" icon={<Flame className="size-5 text-warning" aria-hidden />} items={streakBonuses} />
    </div>
  );
}

export function ChallengesPanel() {
  return (
    <section aria-labelledby="all-challenges" className="space-y-3">
      <h2 id="all-challenges" className="flex items-center gap-2 text-lg font-semibold">
        <CalendarCheck className="size-5 text-primary" aria-hidden />
        Challenges
      </h2>
      <ChallengeList challenges={challenges} />
    </section>
  );
}

export function HistoryPanel() {
  return (
    <section aria-labelledby="history-heading" className="space-y-3">
      <h2 id="history-heading" className="text-lg font-semibold">
        Transaction History
      </h2>
      <TransactionList samples={sampleTransactions} label="Transaction history" />
    </section>
  );
}
