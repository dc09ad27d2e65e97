import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ChartLine as LineChart, TrendingUp } from "@/components/ui/icons";
import { msxtTokenValue } from "@/lib/catalog/token-converter";

/** MSXT Token Value: static figures and the chart placeholder. */
export function TokenValueCard() {
  const rows = [
    { label: "24h Change", value: msxtTokenValue.change24h, up: true },
    { label: "7d Change", value: msxtTokenValue.change7d, up: true },
    { label: "Market Cap", value: msxtTokenValue.marketCap },
    { label: "Circulating Supply", value: msxtTokenValue.circulatingSupply },
    { label: "Daily Volume", value: msxtTokenValue.dailyVolume },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <TrendingUp className="size-4 text-primary" aria-hidden />
          MSXT Token Value
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div>
          <p className="text-sm text-muted-foreground">Current Value</p>
          <p className="text-3xl font-bold">{msxtTokenValue.value}</p>
        </div>
        <dl className="grid grid-cols-2 gap-3 text-sm">
          {rows.map((r) => (
            <div key={r.label} className="rounded-lg bg-muted/50 p-3">
              <dt className="text-muted-foreground">{r.label}</dt>
              <dd className={r.up ? "font-semibold text-success" : "font-semibold"}>{r.value}</dd>
            </div>
          ))}
        </dl>
        <div className="flex h-32 flex-col items-center justify-center gap-2 rounded-lg border border-dashed border-border text-muted-foreground">
          <LineChart className="size-6" aria-hidden />
          <p className="text-sm">Price Chart Coming Soon</p>
        </div>
      </CardContent>
    </Card>
  );
}
