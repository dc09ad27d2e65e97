/**
 * The owner view's "Platform figures": the platform's real figures (lib/server/db/queries/owner-stats.ts) beside
 * the product's sample revenue presentation. Pure markup and server-rendered SVG charts; the only script is the
 * refresh button.
 */

import { BarChart, type ChartRow } from "@/components/dashboard/owner-figures-chart";
import { OwnerFiguresRefresh } from "@/components/dashboard/owner-islands";
import { Badge } from "@/components/ui/badge";
import { Database } from "@/components/ui/icons";
import type { OrderFigures, OrderPlan, OwnerStats } from "@/lib/server/owner";
import { formatBytes } from "@/lib/format";
import { formatCents } from "@/lib/dashboard/revenue";

const count = (v: number) => v.toLocaleString("en-US");
const msxt = (cents: number) => (cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function monthLabel(month: string): string {
  const [y, m] = month.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, 1)).toLocaleString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
}

const planLabels: Record<OrderPlan, string> = { starter: "Starter", pro: "Pro", enterprise: "Enterprise" };
const periodColumns = [
  { key: "today", label: "Today" },
  { key: "last30d", label: "Last 30 days" },
];
const periodLegend = [
  { label: "Today", tone: "primary" as const },
  { label: "Last 30 days", tone: "primarySoft" as const },
];

function planRows(stats: OwnerStats, pick: (f: OrderFigures) => number): ChartRow[] {
  return (Object.keys(planLabels) as OrderPlan[]).map((plan) => ({
    key: plan,
    label: planLabels[plan],
    bars: [
      { key: "today", value: pick(stats.orders.byPlan[plan].today), tone: "primary" },
      { key: "last30d", value: pick(stats.orders.byPlan[plan].last30d), tone: "primarySoft" },
    ],
  }));
}

function planSummary(what: string, rows: ChartRow[], format: (v: number) => string): string {
  return `${what} by plan: ${rows
    .map((r) => `${r.label} ${format(r.bars[0]!.value)} today and ${format(r.bars[1]!.value)} in the last 30 days`)
    .join("; ")}.`;
}

function Tile({ label, value, hint, testId }: { label: string; value: string; hint: string; testId: string }) {
  return (
    <div className="min-w-0 rounded-lg border border-border bg-card p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
      <dd className="text-xs break-words text-muted-foreground">{hint}</dd>
    </div>
  );
}

/** How card payments run: in test mode (no money moves) the card figures say so; off, no card order is taken. */
export interface OwnerPayments {
  mode: "stripe" | "test" | "off";
  testMode: boolean;
}

export function OwnerFiguresView({ stats, payments = { mode: "stripe", testMode: false } }: { stats: OwnerStats; payments?: OwnerPayments }) {
  const card = payments.testMode ? "card (test mode)" : "card";
  const { orders } = stats;
  const orderRows = planRows(stats, (f) => f.orders);
  const usdRows = planRows(stats, (f) => f.usdCents);
  const msxtRows = planRows(stats, (f) => f.msxtCents);
  const creatorRows: ChartRow[] = [
    { key: "total", label: "Total", bars: [{ key: "value", value: stats.creators.total, tone: "primary" }] },
    { key: "active", label: "Active, 7 days", bars: [{ key: "value", value: stats.creators.active7d, tone: "success" }] },
  ];
  const tokenRows: ChartRow[] = [
    { key: "issued", label: "Issued", bars: [{ key: "value", value: stats.msxt.issuedCents, tone: "warning" }] },
    { key: "outstanding", label: "Outstanding", bars: [{ key: "value", value: stats.msxt.outstandingCents, tone: "primary" }] },
  ];
  const month = monthLabel(stats.month);

  return (
    <section aria-labelledby="platform-figures-title" className="rounded-xl border border-border p-5" data-testid="owner-figures">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="platform-figures-title" className="flex items-center gap-2 font-semibold">
            <Database className="size-4 text-primary" aria-hidden />
            Platform figures
            <Badge variant="secondary">Live</Badge>
            {payments.testMode ? (
              <Badge variant="outline" data-testid="owner-payments-mode">
                Payments: test mode
              </Badge>
            ) : payments.mode === "off" ? (
              <Badge variant="outline" data-testid="owner-payments-mode">
                Card payments off
              </Badge>
            ) : null}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            From the database, as of <time dateTime={stats.asOf}>{stats.asOf.slice(11, 16)} UTC</time>. Paid orders only; today is
            the UTC day.
            {payments.testMode ? " Card payments are in test mode: card revenue is test money, nothing was charged." : ""}
          </p>
        </div>
        <OwnerFiguresRefresh />
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 2xl:grid-cols-6">
        <Tile
          label="Orders today"
          value={count(orders.today.orders)}
          hint={`${formatCents(orders.today.usdCents)} ${card} · ${msxt(orders.today.msxtCents)} MSXT`}
          testId="owner-orders-today"
        />
        <Tile
          label="Orders, last 30 days"
          value={count(orders.last30d.orders)}
          hint={`${formatCents(orders.last30d.usdCents)} ${card} · ${msxt(orders.last30d.msxtCents)} MSXT`}
          testId="owner-orders-30d"
        />
        <Tile
          label="MSXT bought by card"
          value={count(stats.topups.last30d.count)}
          hint={`${formatCents(stats.topups.last30d.usdCents)} ${card}, last 30 days · ${formatCents(stats.topups.today.usdCents)} today`}
          testId="owner-topups"
        />
        <Tile label="Pending withdrawals" value={count(stats.pendingWithdrawals)} hint="Awaiting payout" testId="owner-pending-withdrawals" />
        <Tile label="AI generations" value={count(stats.aiGenerationsThisMonth)} hint={month} testId="owner-ai-generations" />
        <Tile
          label="Storage in use"
          value={formatBytes(stats.storage.bytes)}
          hint={`${count(stats.storage.files)} ${stats.storage.files === 1 ? "file" : "files"}`}
          testId="owner-storage"
        />
      </dl>

      <div className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {(
          [
            { id: "owner-orders", title: "Orders by plan", label: "Paid orders", rows: orderRows, format: count },
            {
              id: "owner-usd",
              title: payments.testMode ? "Card revenue by plan (USD, test mode)" : "Card revenue by plan (USD)",
              label: payments.testMode ? "Card revenue in test mode" : "Card revenue",
              rows: usdRows,
              format: formatCents,
            },
            { id: "owner-msxt-revenue", title: "Token revenue by plan (MSXT)", label: "Token revenue in MSXT", rows: msxtRows, format: msxt },
          ] as const
        ).map((chart) => (
          <BarChart
            key={chart.id}
            id={chart.id}
            title={chart.title}
            summary={planSummary(chart.label, chart.rows, chart.format)}
            rows={chart.rows}
            columns={periodColumns}
            format={chart.format}
            legend={periodLegend}
          />
        ))}
        <BarChart
          id="owner-creators"
          title="Creators"
          summary={`Creators: ${count(stats.creators.total)} in total, ${count(stats.creators.active7d)} active in the last 7 days.`}
          rows={creatorRows}
          columns={[{ key: "value", label: "Creators" }]}
          format={count}
        />
        <BarChart
          id="owner-msxt"
          title="MSXT issued and outstanding"
          summary={`MSXT: ${msxt(stats.msxt.issuedCents)} issued, ${msxt(stats.msxt.outstandingCents)} outstanding.`}
          rows={tokenRows}
          columns={[{ key: "value", label: "MSXT" }]}
          format={msxt}
        />
        <div className="flex min-w-0 flex-col gap-2 rounded-lg border border-border bg-card p-4">
          <h3 id="owner-promo-title" className="text-sm font-medium">
            Promo code uses
          </h3>
          {stats.promoUses.length === 0 ? (
            <p className="text-sm text-muted-foreground">No promo code has been used yet.</p>
          ) : (
            <table aria-labelledby="owner-promo-title" className="w-full text-sm">
              <thead className="sr-only">
                <tr>
                  <th scope="col">Code</th>
                  <th scope="col">Uses</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {stats.promoUses.map((p) => (
                  <tr key={p.code}>
                    <th scope="row" className="py-1.5 text-left font-mono font-normal break-all">
                      {p.code}
                    </th>
                    <td className="py-1.5 text-right tabular-nums" data-testid={`owner-promo-${p.code}`}>
                      {count(p.uses)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      </div>
    </section>
  );
}
