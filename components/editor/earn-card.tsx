import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Coins as CoinsIcon } from "@/components/ui/icons";
import { editorCatalog } from "@/lib/catalog/editor";
import { siteConfig } from "@/lib/config";

/** Earn While Creating: the MSXT reward per editing activity. Static, rendered on the server. */
export function EarnCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CoinsIcon className="size-4 text-primary" aria-hidden /> Earn While Creating
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-1.5 text-sm">
          {editorCatalog.earnRewards.map((r) => (
            <li key={r.activity} className="flex justify-between gap-2">
              <span className="text-muted-foreground">{r.activity}</span>
              <span className="font-medium text-emerald-400">
                +{r.reward} {siteConfig.tokenSymbol}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
