"use client";

import * as React from "react";

import { useWallet } from "@/components/shell/use-wallet";
import { Badge } from "@/components/ui/badge";
import { formatShortDate } from "@/lib/format";
import { cn } from "@/lib/utils";
import type { Transaction } from "@/lib/wallet/transactions";

/** The account's ledger entries from the server (newest first) above the sample rows, each with its status. */
export function TransactionList({ samples, limit, label }: { samples: Transaction[]; limit?: number; label: string }) {
  const wallet = useWallet();
  const rows = React.useMemo(() => {
    const all = [...(wallet?.transactions ?? []), ...samples];
    return limit ? all.slice(0, limit) : all;
  }, [wallet, samples, limit]);

  if (rows.length === 0) return <p className="text-sm text-muted-foreground">No transactions yet.</p>;
  return (
    <ul aria-label={label} className="divide-y divide-border rounded-xl border border-border bg-card">
      {rows.map((t) => {
        const negative = t.amount.startsWith("-");
        return (
          <li key={t.id} className="flex items-center justify-between gap-4 px-4 py-3">
            <div className="min-w-0">
              <p className="truncate text-sm font-medium">{t.description}</p>
              <p className="text-xs text-muted-foreground">
                <time dateTime={t.date}>{formatShortDate(new Date(t.date))}</time>
                <Badge variant="outline" className="ml-2 capitalize">
                  {t.type}
                </Badge>
                <Badge variant={t.status === "pending" ? "secondary" : "outline"} className="ml-1 capitalize">
                  {t.status}
                </Badge>
              </p>
            </div>
            <span className={cn("shrink-0 text-sm font-semibold tabular-nums", negative ? "text-destructive" : "text-success")}>
              {t.amount} MSXT
            </span>
          </li>
        );
      })}
    </ul>
  );
}
