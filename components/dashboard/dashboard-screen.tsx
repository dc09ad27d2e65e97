import Link from "next/link";
import type * as React from "react";

import { ClaimButton } from "@/components/dashboard/lazy-islands";
import { EarningsPanel } from "@/components/dashboard/earnings-panel";
import { RevenueShares } from "@/components/dashboard/revenue-shares";
import { SessionValue } from "@/components/dashboard/session-value";
import { FirstScreenEnd } from "@/components/shell/first-screen-end";
import { PageContainer } from "@/components/shell/page-header";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  ArrowRight,
  BookOpen,
  Coins,
  Crown,
  DollarSign,
  ExternalLink,
  Eye,
  Flame,
  Gift,
  EighthNotes as Music,
  Play,
  Share2,
  Sparkles,
  TrendingUp,
  Trophy,
  Upload,
  Users,
  Video,
  WandSparkles as Wand2,
} from "@/components/ui/icons";
import {
  dailySummary,
  dashboardStats,
  recentActivity,
  recentProjects,
  todaysEarnings,
  topCreators,
  type Activity,
} from "@/lib/catalog/dashboard";
import { musicTracks } from "@/lib/catalog/music";
import { ACTIVE_CREATORS, revenueSources } from "@/lib/catalog/revenue";
import { siteConfig } from "@/lib/config";
import { editorUrlForMusic } from "@/lib/editor-bridge";
import { DAILY_REWARD_MSXT, WEEKLY_REWARD_MSXT } from "@/lib/catalog/rewards";
import { formatTokens } from "@/lib/format";
import { sampleMedia } from "@/lib/sample-media";
import { addAmounts } from "@/lib/wallet/money";
import {
  computeRevenue,
  creatorPeriodRecord,
  earningsPeriods,
  formatCents,
  formatRatio,
  periodRecord,
} from "@/lib/dashboard/revenue";

const n = (v: number) => v.toLocaleString("en-US");

function StatCard({ label, icon: Icon, children, hint }: { label: string; icon: typeof Coins; children: React.ReactNode; hint: string }) {
  return (
    <Card className="gap-2 py-4">
      <CardContent className="flex items-start justify-between gap-3 px-4">
        <div className="min-w-0">
          <h2 className="text-xs font-medium text-muted-foreground">{label}</h2>
          <p className="mt-1 text-2xl font-bold tabular-nums">{children}</p>
          <p className="mt-0.5 text-xs text-muted-foreground">{hint}</p>
        </div>
        <Icon className="size-5 shrink-0 text-primary" aria-hidden />
      </CardContent>
    </Card>
  );
}

const quickActions = [
  { href: "/editor", title: "Create Video", text: "New Video Project", icon: Video },
  { href: "/editor?upload=1", title: "Upload Media", text: "Add clips, images and audio", icon: Upload },
  { href: "#music-library", title: "Browse Music Library", text: "Royalty-free tracks", icon: Music },
  { href: "/subscription", title: "Upgrade Plan", text: "Unlock premium tools", icon: Crown },
  { href: "/story-maker", title: "Story Maker", text: "Images and video from prompts", icon: BookOpen },
  { href: "#earnings", title: "View Earnings", text: "Your earnings panel", icon: TrendingUp },
  { href: "#community", title: "Community", text: "Rank and top creators", icon: Users },
] as const;

const rewards = [
  { kind: "daily" as const, title: "Daily Login", amount: DAILY_REWARD_MSXT, note: "Resets every day at midnight" },
  { kind: "weekly" as const, title: "Weekly Bonus", amount: WEEKLY_REWARD_MSXT, note: "Resets every Sunday" },
];

const activityIcons: Record<Activity["type"], typeof Coins> = { earn: Coins, create: Wand2, share: Share2 };

/**
 * The dashboard: every element of both documents, once. Owner figures are rendered only when
 * `ownerView` is true, which the page decides on the server from the verified owner cookie; `ownerFigures` (the
 * platform's real figures, components/dashboard/owner-figures.tsx) is shown in the owner view only.
 */
export function DashboardScreen({ ownerView, ownerFigures }: { ownerView: boolean; ownerFigures?: React.ReactNode }) {
  const summary = computeRevenue(revenueSources);
  const records = earningsPeriods.map((p) => periodRecord(summary, p));
  const todayTotal = addAmounts(todaysEarnings.videoUploads, todaysEarnings.aiFeatures);
  const summaryTotal = dailySummary.reduce((sum, r) => addAmounts(sum, r.amount), "0");

  return (
    <PageContainer>
      <a
        href={siteConfig.tokenPurchaseUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="group flex flex-wrap items-center justify-between gap-3 rounded-xl border border-primary/40 bg-gradient-to-r from-primary/25 via-primary/10 to-transparent px-5 py-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
      >
        <span className="flex items-center gap-3">
          <Coins className="size-6 text-warning" aria-hidden />
          <span>
            <span className="block font-semibold">Get more {siteConfig.tokenSymbol} tokens</span>
            <span className="block text-sm text-muted-foreground">1 {siteConfig.tokenSymbol} = $1.00 · buy on the token page</span>
          </span>
        </span>
        <span className="flex items-center gap-1.5 text-sm font-medium text-primary group-hover:underline">
          Buy {siteConfig.tokenSymbol}
          <ExternalLink className="size-4" aria-hidden />
          <span className="sr-only">(opens in a new tab)</span>
        </span>
      </a>

      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          {/* The badges stand above the greeting: the name arriving after hydration cannot move them. */}
          <div className="mb-2 flex flex-wrap items-center gap-2">
            <Badge variant="warning" className="text-sm">
              <Flame aria-hidden />
              {dashboardStats.dayStreak} Day Streak
            </Badge>
            {ownerView ? (
              <Badge className="text-sm">
                <Crown aria-hidden />
                Owner View
              </Badge>
            ) : null}
          </div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            Welcome back, <SessionValue field="firstName" fallback="Creator" />!
          </h1>
          <p className="mt-1 text-muted-foreground">
            {ownerView ? "Platform-wide revenue and owner earnings at a glance." : "Here is how your channel is doing today."}
          </p>
        </div>
        <Button size="lg" asChild>
          <Link href="/editor">
            <Sparkles aria-hidden />
            Start Creating
          </Link>
        </Button>
      </div>

      {ownerView ? (
        <section aria-labelledby="platform-title" className="rounded-xl border border-warning/40 bg-warning/5 p-5">
          <h2 id="platform-title" className="flex items-center gap-2 font-semibold">
            <Crown className="size-4 text-warning" aria-hidden />
            Platform Overview
          </h2>
          <dl className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
            {[
              { label: "Total daily revenue", value: formatCents(summary.totals.dailyCents) },
              { label: "Owner earnings today", value: formatCents(summary.totals.ownerDailyCents) },
              { label: "Owner yearly projection", value: formatCents(summary.totals.ownerYearlyCents) },
              { label: "Owner to creator ratio", value: formatRatio(summary.ownerToCreatorRatio) },
              { label: "Active creators", value: n(ACTIVE_CREATORS) },
            ].map((f) => (
              <div key={f.label} className="rounded-lg border border-border bg-card p-3">
                <dt className="text-xs text-muted-foreground">{f.label}</dt>
                <dd className="text-lg font-semibold tabular-nums">{f.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      {ownerView ? ownerFigures : null}

      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <StatCard label="MSXT Balance" icon={Coins} hint="= the same in USD">
          <span data-testid="dashboard-balance">
            <SessionValue field="tokenBalance" />
          </span>{" "}
          <span className="text-sm font-medium text-muted-foreground">{siteConfig.tokenSymbol}</span>
        </StatCard>
        <StatCard label="Total Earnings" icon={DollarSign} hint="All time, in MSXT">
          <SessionValue field="totalEarnings" />
        </StatCard>
        <StatCard label="Videos Created" icon={Video} hint="+3 this week">
          {n(dashboardStats.videosCreated)}
        </StatCard>
        <StatCard label="AI Generations" icon={Wand2} hint="+12 this week">
          {n(dashboardStats.aiGenerations)}
        </StatCard>
        <StatCard label="Community Views" icon={Eye} hint="+8% this month">
          {n(dashboardStats.communityViews)}
        </StatCard>
        <StatCard label="Community Rank" icon={Trophy} hint="Top 5% of creators">
          #{dashboardStats.communityRank}
        </StatCard>
      </div>

      <FirstScreenEnd />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
          <Card role="region" aria-labelledby="recent-projects-title">
            <CardHeader className="flex-row items-center justify-between">
              <CardTitle id="recent-projects-title">Recent Projects</CardTitle>
              <Button variant="outline" size="sm" asChild>
                <Link href="/projects">
                  View All
                  <ArrowRight aria-hidden />
                </Link>
              </Button>
            </CardHeader>
            <CardContent>
              <ul className="grid grid-cols-1 gap-4 sm:grid-cols-3">
                {recentProjects.map((p) => (
                  <li key={p.id} className="overflow-hidden rounded-lg border border-border">
                    <div className="relative aspect-video bg-muted">
                      <span
                        aria-hidden
                        className="absolute inset-0 bg-cover bg-center"
                        style={{ backgroundImage: `url(${sampleMedia.thumb(p.thumb)})` }}
                      />
                      <span className="absolute right-2 bottom-2 rounded bg-black/75 px-1.5 py-0.5 text-xs text-white tabular-nums">
                        {p.duration}
                      </span>
                    </div>
                    <div className="p-3">
                      <h3 className="truncate text-sm font-medium">{p.title}</h3>
                      <p className="mt-1 flex justify-between text-xs text-muted-foreground tabular-nums">
                        <span className="flex items-center gap-1">
                          <Eye className="size-3" aria-hidden />
                          {n(p.views)} views
                        </span>
                        <span className="text-success">+{p.earnings} MSXT</span>
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>

          <Card role="region" aria-labelledby="activity-title">
            <CardHeader>
              <CardTitle id="activity-title">Recent Activity</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="flex flex-col divide-y divide-border">
                {recentActivity.map((a) => {
                  const Icon = activityIcons[a.type];
                  return (
                    <li key={a.id} className="flex items-center gap-3 py-2.5">
                      <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/15">
                        <Icon className="size-4 text-primary" aria-hidden />
                      </span>
                      <span className="min-w-0 flex-1">
                        <span className="block truncate text-sm">{a.desc}</span>
                        <span className="block text-xs text-muted-foreground">{a.time}</span>
                      </span>
                      {a.amount ? <span className="text-sm font-medium text-success tabular-nums">{a.amount} MSXT</span> : null}
                    </li>
                  );
                })}
              </ul>
            </CardContent>
          </Card>

          <Card role="region" aria-labelledby="quick-actions-title">
            <CardHeader>
              <CardTitle id="quick-actions-title">Quick Actions</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
                {quickActions.map(({ href, title, text, icon: Icon }) => (
                  <li key={title}>
                    <Link
                      href={href}
                      className="flex h-full items-start gap-3 rounded-lg border border-border p-3 transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60"
                    >
                      <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
                      <span>
                        <span className="block text-sm font-medium">{title}</span>
                        <span className="block text-xs text-muted-foreground">{text}</span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        </div>

        <div className="flex flex-col gap-6">
          <Card role="region" aria-labelledby="daily-rewards-title">
            <CardHeader>
              <CardTitle id="daily-rewards-title" className="flex items-center gap-2">
                <Gift className="size-4 text-primary" aria-hidden />
                Daily Rewards
              </CardTitle>
              <CardDescription>Claims add MSXT to your balance.</CardDescription>
            </CardHeader>
            <CardContent className="flex flex-col gap-3">
              <ul className="flex flex-col gap-3">
                {rewards.map(({ kind, title, amount, note }) => (
                  <li key={kind} className="flex items-center justify-between gap-3 rounded-lg border border-border p-3">
                    <div className="min-w-0">
                      <h3 className="font-medium">{title}</h3>
                      <p className="text-xs text-muted-foreground">
                        +{amount} MSXT · {note}
                      </p>
                    </div>
                    <ClaimButton kind={kind} amount={amount} title={title} />
                  </li>
                ))}
              </ul>
              <p className="text-xs text-muted-foreground">Also earn +5 MSXT per video share and +5 MSXT per video completion.</p>
            </CardContent>
          </Card>

          <Card role="region" aria-labelledby="today-title">
            <CardHeader>
              <CardTitle id="today-title">Today&apos;s Earnings</CardTitle>
            </CardHeader>
            <CardContent>
              <p className="text-3xl font-bold text-success tabular-nums">+{formatTokens(todayTotal)} MSXT</p>
              <dl className="mt-3 flex flex-col gap-1.5 text-sm">
                <div className="flex justify-between">
                  <dt className="flex items-center gap-1.5 text-muted-foreground">
                    <Play className="size-3.5" aria-hidden />
                    Video uploads
                  </dt>
                  <dd className="tabular-nums">{todaysEarnings.videoUploads} MSXT</dd>
                </div>
                <div className="flex justify-between">
                  <dt className="flex items-center gap-1.5 text-muted-foreground">
                    <Wand2 className="size-3.5" aria-hidden />
                    AI features used
                  </dt>
                  <dd className="tabular-nums">{todaysEarnings.aiFeatures} MSXT</dd>
                </div>
              </dl>
            </CardContent>
          </Card>

          <Card role="region" aria-labelledby="daily-summary-title">
            <CardHeader>
              <CardTitle id="daily-summary-title">Daily Earnings Summary</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="flex flex-col gap-1.5 text-sm">
                {dailySummary.map((r) => (
                  <div key={r.label} className="flex justify-between gap-3">
                    <dt className="text-muted-foreground">{r.label}</dt>
                    <dd className="tabular-nums">{r.amount} MSXT</dd>
                  </div>
                ))}
                <div className="mt-1 flex justify-between gap-3 border-t border-border pt-2 font-semibold">
                  <dt>Total</dt>
                  <dd className="tabular-nums">{formatTokens(summaryTotal)} MSXT</dd>
                </div>
              </dl>
            </CardContent>
          </Card>
        </div>
      </div>

      {ownerView ? (
        <EarningsPanel ownerView records={records} />
      ) : (
        <EarningsPanel ownerView={false} records={records.map(creatorPeriodRecord)} />
      )}

      <RevenueShares summary={summary} ownerView={ownerView} />

      <div className="grid gap-6 lg:grid-cols-2">
        <Card id="music-library" role="region" aria-labelledby="music-title" className="scroll-mt-20">
          <CardHeader>
            <CardTitle id="music-title" className="flex items-center gap-2">
              <Music className="size-4 text-primary" aria-hidden />
              Music Library
            </CardTitle>
            <CardDescription>Royalty-free tracks for your videos. Add one in the editor&apos;s audio track.</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-col divide-y divide-border">
              {musicTracks.map((t) => (
                <li key={t.id} className="flex items-center justify-between gap-3 py-2.5">
                  <span className="min-w-0">
                    <span className="block truncate text-sm font-medium">{t.title}</span>
                    <span className="block text-xs text-muted-foreground">
                      {t.mood} · {t.bpm} BPM · {t.duration}
                    </span>
                  </span>
                  <Button variant="outline" size="sm" asChild>
                    <Link href={editorUrlForMusic(t.id)} aria-label={`Use ${t.title} in the editor`}>
                      Use
                    </Link>
                  </Button>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>

        <Card id="community" role="region" aria-labelledby="community-title" className="scroll-mt-20">
          <CardHeader>
            <CardTitle id="community-title" className="flex items-center gap-2">
              <Users className="size-4 text-primary" aria-hidden />
              Community
            </CardTitle>
            <CardDescription>
              You are ranked #{dashboardStats.communityRank} with {n(dashboardStats.communityViews)} views.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <h3 className="text-sm font-semibold">Top creators this week</h3>
            <ol className="mt-2 flex flex-col divide-y divide-border">
              {topCreators.map((c) => (
                <li key={c.rank} className="flex items-center justify-between gap-3 py-2.5 text-sm">
                  <span className="flex items-center gap-3">
                    <span className="flex size-7 items-center justify-center rounded-full bg-primary/15 text-xs font-semibold">{c.rank}</span>
                    {c.name}
                  </span>
                  <span className="text-muted-foreground tabular-nums">{n(c.views)} views</span>
                </li>
              ))}
            </ol>
          </CardContent>
        </Card>
      </div>
    </PageContainer>
  );
}
