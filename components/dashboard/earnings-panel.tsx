import type * as React from "react";

import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { dashboardStats } from "@/lib/catalog/dashboard";
import { ACTIVE_CREATORS } from "@/lib/catalog/revenue";
import {
  earningsPeriods,
  formatCents,
  type CreatorPeriodRecord,
  type EarningsPeriod,
  type RevenuePeriodRecord,
} from "@/lib/dashboard/revenue";
import { cn } from "@/lib/utils";

const periodLabels: Record<EarningsPeriod, string> = { daily: "Daily", weekly: "Weekly", monthly: "Monthly", yearly: "Yearly" };

// The period selector is a native radio group; CSS shows the chosen period's panel (no script).
const panelVisibility: Record<EarningsPeriod, string> = {
  daily: "group-has-[#earnings-period-daily:checked]/earnings:grid",
  weekly: "group-has-[#earnings-period-weekly:checked]/earnings:grid",
  monthly: "group-has-[#earnings-period-monthly:checked]/earnings:grid",
  yearly: "group-has-[#earnings-period-yearly:checked]/earnings:grid",
};

function Figure({ label, value, testId, className }: { label: string; value: string; testId?: string; className?: string }) {
  return (
    <div className={cn("rounded-lg border border-border p-3", className)}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-lg font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function Section({ title, children, badge }: { title: string; children: React.ReactNode; badge?: string }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="flex items-center gap-2 text-sm font-semibold">
        {title}
        {badge ? <Badge variant="success">{badge}</Badge> : null}
      </h3>
      {children}
    </section>
  );
}

type Records =
  | { ownerView: true; records: RevenuePeriodRecord[] }
  | { ownerView: false; records: CreatorPeriodRecord[] };

/**
 * The earnings panel. The owner's records carry owner and platform-wide figures; a creator's
 * records (built on the server) carry the creators' side only, so nothing else reaches them.
 */
export function EarningsPanel(props: Records) {
  return (
    <Card id="earnings" role="region" aria-labelledby="earnings-title" className="group/earnings scroll-mt-20">
      <CardHeader>
        <CardTitle id="earnings-title">{props.ownerView ? "Owner Earnings" : "Your Earnings"}</CardTitle>
        <CardDescription>
          {props.ownerView
            ? "Platform revenue, owner and creator earnings for the chosen period."
            : "Your creator share, rewards and bonuses for the chosen period."}
        </CardDescription>
        <fieldset className="mt-2">
          <legend className="sr-only">Earnings period</legend>
          <div className="inline-flex flex-wrap gap-1 rounded-lg bg-muted p-1">
            {earningsPeriods.map((p) => (
              <label
                key={p}
                className="relative cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground has-[:checked]:bg-background has-[:checked]:text-foreground has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50"
              >
                <input
                  type="radio"
                  name="earnings-period"
                  id={`earnings-period-${p}`}
                  value={p}
                  defaultChecked={p === "daily"}
                  className="absolute inset-0 size-full cursor-pointer appearance-none rounded-md opacity-0"
                />
                {periodLabels[p]}
              </label>
            ))}
          </div>
        </fieldset>
      </CardHeader>
      <CardContent>
        {props.records.map((r) => (
          <div key={r.period} data-period={r.period} className={cn("hidden gap-6 lg:grid-cols-2", panelVisibility[r.period])}>
            {props.ownerView ? <OwnerPeriod record={r as RevenuePeriodRecord} /> : <CreatorPeriod record={r} />}
          </div>
        ))}
        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          <Section title="Withdrawal Policy">
            <ul className="grid grid-cols-2 gap-2 text-sm">
              <li className="rounded-lg border border-border p-3">
                <span className="block text-xs text-muted-foreground">Limits</span>
                <span className="block font-medium">No limits</span>
              </li>
              <li className="rounded-lg border border-border p-3">
                <span className="block text-xs text-muted-foreground">Processing</span>
                <span className="block font-medium">Instant</span>
              </li>
              <li className="rounded-lg border border-border p-3">
                <span className="block text-xs text-muted-foreground">Minimum</span>
                <span className="block font-medium">$5.00</span>
              </li>
              <li className="rounded-lg border border-border p-3">
                <span className="block text-xs text-muted-foreground">Methods</span>
                <span className="block font-medium">Bank, PayPal, Crypto</span>
              </li>
            </ul>
          </Section>
          <Section title="Distribution">
            <DistributionBar owner={props.records[0]?.creatorShare === undefined ? 0 : 100 - props.records[0].creatorShare} />
          </Section>
        </div>
      </CardContent>
    </Card>
  );
}

function DistributionBar({ owner }: { owner: number }) {
  const creators = Math.round((100 - owner) * 10) / 10;
  return (
    <div className="flex flex-col gap-2 text-sm">
      <div aria-hidden className="flex h-3 overflow-hidden rounded-full bg-muted">
        <span className="h-full bg-primary" style={{ width: `${owner}%` }} />
        <span className="h-full min-w-[3px] bg-success" style={{ width: `${creators}%` }} />
      </div>
      <p className="flex justify-between text-muted-foreground">
        <span>Platform owner {owner}%</span>
        <span>Creators {creators}%</span>
      </p>
      <p className="text-xs text-muted-foreground">Reward and bonus pools are shared separately (see Revenue Shares).</p>
    </div>
  );
}

function OwnerPeriod({ record: r }: { record: RevenuePeriodRecord }) {
  const label = periodLabels[r.period];
  return (
    <>
      <Section title="Revenue Breakdown">
        <dl className="grid grid-cols-2 gap-2">
          <Figure label={`${label} total revenue`} value={formatCents(r.totalRevenue)} />
          <Figure label={`Owner earnings (${r.ownerShare}%)`} value={formatCents(r.ownerEarnings)} testId={`owner-earnings-${r.period}`} />
          <Figure label={`Creator earnings (${r.creatorShare}%)`} value={formatCents(r.creatorEarnings)} />
          <Figure label="Web3 data revenue" value={formatCents(r.web3DataRevenue)} />
          <Figure label="Data: owner" value={formatCents(r.dataOwnerEarnings)} />
          <Figure label="Data: creators" value={formatCents(r.dataCreatorEarnings)} />
        </dl>
      </Section>
      <div className="flex flex-col gap-6">
        <Section title="Ad Impression Earnings" badge="Auto-claimed">
          <dl className="grid grid-cols-3 gap-2">
            <Figure label="Ad revenue" value={formatCents(r.adRevenue)} />
            <Figure label="Owner" value={formatCents(r.adOwnerEarnings)} />
            <Figure label="Creators" value={formatCents(r.adCreatorEarnings)} />
          </dl>
        </Section>
        <Section title="Performance Summary">
          <dl className="grid grid-cols-3 gap-2">
            <Figure label="Active creators" value={ACTIVE_CREATORS.toLocaleString("en-US")} />
            <Figure label="Creator rewards" value={formatCents(r.creatorDailyRewards)} />
            <Figure label="Creator bonuses" value={formatCents(r.creatorBonuses)} />
          </dl>
        </Section>
      </div>
    </>
  );
}

function CreatorPeriod({ record: r }: { record: CreatorPeriodRecord }) {
  const label = periodLabels[r.period];
  return (
    <>
      <Section title="Revenue Breakdown">
        <dl className="grid grid-cols-2 gap-2">
          <Figure label={`${label} creator earnings (${r.creatorShare}%)`} value={formatCents(r.creatorEarnings)} testId={`creator-earnings-${r.period}`} />
          <Figure label="Daily rewards pool share" value={formatCents(r.creatorDailyRewards)} />
          <Figure label="Bonuses" value={formatCents(r.creatorBonuses)} />
          <Figure label="Web3 data earnings" value={formatCents(r.dataCreatorEarnings)} />
        </dl>
      </Section>
      <div className="flex flex-col gap-6">
        <Section title="Ad Impression Earnings" badge="Auto-claimed">
          <dl className="grid grid-cols-2 gap-2">
            <Figure label="Creators' ad share" value={formatCents(r.adCreatorEarnings)} />
            <Figure label="Claiming" value="Automatic" />
          </dl>
        </Section>
        <Section title="Performance Summary">
          <dl className="grid grid-cols-3 gap-2">
            <Figure label="Videos created" value={dashboardStats.videosCreated.toLocaleString("en-US")} />
            <Figure label="Community views" value={dashboardStats.communityViews.toLocaleString("en-US")} />
            <Figure label="Community rank" value={`#${dashboardStats.communityRank}`} />
          </dl>
        </Section>
      </div>
    </>
  );
}
