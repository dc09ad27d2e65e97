import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatCents, formatRatio, type RevenueSummary } from "@/lib/dashboard/revenue";

function pct(n: number) {
  return `${n.toLocaleString("en-US", { maximumFractionDigits: 1 })}%`;
}

/**
 * Revenue shares by source as bars (server-rendered, no script). The owner sees the full table,
 * the owner/creator split of every source and the totals; a creator sees the creators' side only.
 */
export function RevenueShares({ summary, ownerView }: { summary: RevenueSummary; ownerView: boolean }) {
  const { rows, totals } = summary;
  const maxDaily = Math.max(1, ...rows.map((r) => (ownerView ? r.dailyCents : r.creatorDailyCents)));

  return (
    <Card role="region" aria-labelledby="revenue-shares-title">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle id="revenue-shares-title">Revenue Shares</CardTitle>
          <Badge variant={ownerView ? "warning" : "secondary"}>{ownerView ? "Owner" : "Creator"}</Badge>
        </div>
        <CardDescription>
          {ownerView
            ? "Daily revenue by source and how each source splits between the platform owner and creators."
            : "What creators receive from each revenue source, per day and per year."}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <figure className="flex flex-col gap-3">
          <figcaption className="flex flex-wrap items-center gap-4 text-xs text-muted-foreground">
            <span>{ownerView ? "Daily amount by source, split owner / creators" : "Creators' daily share by source"}</span>
            {ownerView ? (
              <span className="flex items-center gap-1.5">
                <span aria-hidden className="inline-block size-2.5 rounded-sm bg-primary" /> Owner
              </span>
            ) : null}
            <span className="flex items-center gap-1.5">
              <span aria-hidden className="inline-block size-2.5 rounded-sm bg-success" /> Creators
            </span>
          </figcaption>
          <ul className="flex flex-col gap-2.5" data-testid="revenue-chart">
            {rows.map((r) => {
              const value = ownerView ? r.dailyCents : r.creatorDailyCents;
              const width = (value / maxDaily) * 100;
              return (
                <li key={r.id} className="grid gap-1 sm:grid-cols-[11rem_1fr_7rem] sm:items-center sm:gap-3">
                  <span className="text-sm">{r.name}</span>
                  <span aria-hidden className="flex h-3 overflow-hidden rounded-full bg-muted">
                    <span className="flex h-full" style={{ width: `${Math.max(width, value > 0 ? 1 : 0)}%` }}>
                      {ownerView ? (
                        <>
                          <span className="h-full bg-primary" style={{ width: `${r.ownerPercentage}%` }} />
                          <span className="h-full min-w-[2px] bg-success" style={{ width: `${r.creatorPercentage}%` }} />
                        </>
                      ) : (
                        <span className="h-full w-full bg-success" />
                      )}
                    </span>
                  </span>
                  <span className="text-sm tabular-nums sm:text-right">
                    {formatCents(value)}
                    <span className="sr-only">
                      {" "}
                      a day, {ownerView ? `${pct(r.ownerPercentage)} owner, ` : ""}
                      {pct(r.creatorPercentage)} creators
                    </span>
                  </span>
                </li>
              );
            })}
          </ul>
        </figure>

        {/* On a phone the table scrolls sideways: the region takes focus, so the keyboard can scroll it too. */}
        <div
          className="overflow-x-auto rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
          role="region"
          aria-label="Revenue shares by source"
          tabIndex={0}
        >
          <table className="w-full min-w-[36rem] text-sm">
            <caption className="sr-only">Revenue shares by source</caption>
            <thead className="text-left text-xs text-muted-foreground">
              <tr className="border-b border-border">
                <th scope="col" className="py-2 pr-3 font-medium">Source</th>
                {ownerView ? <th scope="col" className="px-3 py-2 text-right font-medium">Owner</th> : null}
                <th scope="col" className="px-3 py-2 text-right font-medium">Creators</th>
                {ownerView ? (
                  <>
                    <th scope="col" className="px-3 py-2 text-right font-medium">Daily</th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">Owner daily</th>
                  </>
                ) : null}
                <th scope="col" className="px-3 py-2 text-right font-medium">Creators daily</th>
                {ownerView ? <th scope="col" className="px-3 py-2 text-right font-medium">Yearly</th> : null}
                <th scope="col" className="py-2 pl-3 text-right font-medium">Creators yearly</th>
              </tr>
            </thead>
            <tbody className="tabular-nums">
              {rows.map((r) => (
                <tr key={r.id} className="border-b border-border/60">
                  <th scope="row" className="py-2 pr-3 text-left font-normal">{r.name}</th>
                  {ownerView ? <td className="px-3 py-2 text-right">{pct(r.ownerPercentage)}</td> : null}
                  <td className="px-3 py-2 text-right">{pct(r.creatorPercentage)}</td>
                  {ownerView ? (
                    <>
                      <td className="px-3 py-2 text-right">{formatCents(r.dailyCents)}</td>
                      <td className="px-3 py-2 text-right">{formatCents(r.ownerDailyCents)}</td>
                    </>
                  ) : null}
                  <td className="px-3 py-2 text-right">{formatCents(r.creatorDailyCents)}</td>
                  {ownerView ? <td className="px-3 py-2 text-right">{formatCents(r.yearlyCents)}</td> : null}
                  <td className="py-2 pl-3 text-right">{formatCents(r.creatorYearlyCents)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="font-semibold tabular-nums">
              <tr>
                <th scope="row" className="py-2 pr-3 text-left">Total</th>
                {ownerView ? <td className="px-3 py-2" /> : null}
                <td className="px-3 py-2" />
                {ownerView ? (
                  <>
                    <td className="px-3 py-2 text-right">{formatCents(totals.dailyCents)}</td>
                    <td className="px-3 py-2 text-right" data-testid="owner-daily-total">{formatCents(totals.ownerDailyCents)}</td>
                  </>
                ) : null}
                <td className="px-3 py-2 text-right">{formatCents(totals.creatorDailyCents)}</td>
                {ownerView ? <td className="px-3 py-2 text-right">{formatCents(totals.yearlyCents)}</td> : null}
                <td className="py-2 pl-3 text-right">{formatCents(totals.creatorYearlyCents)}</td>
              </tr>
            </tfoot>
          </table>
        </div>

        {ownerView ? (
          <dl className="grid gap-3 sm:grid-cols-3">
            <div className="rounded-lg border border-border p-3">
              <dt className="text-xs text-muted-foreground">Owner yearly projection (daily x 365)</dt>
              <dd className="text-lg font-semibold tabular-nums">{formatCents(totals.ownerYearlyCents)}</dd>
            </div>
            <div className="rounded-lg border border-border p-3">
              <dt className="text-xs text-muted-foreground">Creators yearly projection</dt>
              <dd className="text-lg font-semibold tabular-nums">{formatCents(totals.creatorYearlyCents)}</dd>
            </div>
            <div className="rounded-lg border border-border p-3">
              <dt className="text-xs text-muted-foreground">Owner to creator ratio</dt>
              <dd className="text-lg font-semibold tabular-nums" data-testid="owner-ratio">{formatRatio(summary.ownerToCreatorRatio)}</dd>
            </div>
          </dl>
        ) : null}
      </CardContent>
    </Card>
  );
}
