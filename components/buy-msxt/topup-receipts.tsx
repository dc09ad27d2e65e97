import { Coins } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import type { TopupJson } from "@/lib/contracts/topups";

const statusLabel: Record<TopupJson["status"], { text: string; variant: "success" | "warning" | "destructive" }> = {
  paid: { text: "Paid", variant: "success" },
  pending: { text: "Pending", variant: "warning" },
  failed: { text: "Failed", variant: "destructive" },
};

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-US", { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit", timeZone: "UTC" }) + " UTC";

/** The account's card top-ups, newest first: each a receipt (amount, when, card, status, test mode). */
export function TopupReceipts({ topups }: { topups: TopupJson[] }) {
  if (topups.length === 0) {
    return <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">No purchases yet. Bought MSXT appears here with its receipt.</p>;
  }
  return (
    <ul className="grid gap-2" aria-label="MSXT purchases">
      {topups.map((t) => {
        const status = statusLabel[t.status];
        return (
          <li key={t.id} className="flex items-start gap-3 rounded-lg border border-border p-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-muted">
              <Coins className="size-4 text-warning" aria-hidden />
            </span>
            <div className="min-w-0 flex-1">
              <p className="font-medium">
                <span className="tabular-nums">{t.amount}</span> MSXT
                <span className="text-muted-foreground"> for </span>
                <span className="tabular-nums">${t.amount}</span>
              </p>
              <p className="text-xs text-muted-foreground">
                {when(t.paidAt ?? t.createdAt)}
                {t.card ? ` · ${t.card}` : ""}
                {t.testMode ? " · Test mode: no money was taken" : ""}
              </p>
              {t.failureReason ? <p className="text-xs text-destructive">{t.failureReason}</p> : null}
              <p className="mt-1 text-[11px] break-all text-muted-foreground">Receipt {t.id}</p>
            </div>
            <Badge variant={status.variant}>{status.text}</Badge>
          </li>
        );
      })}
    </ul>
  );
}
