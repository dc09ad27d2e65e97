"use client";

import * as React from "react";

import { fromRaw, useStoredItem } from "@/components/shell/use-stored-item";
import { Badge } from "@/components/ui/badge";
import type { Transaction } from "@/lib/transactions";
import { readTransactions, TRANSACTIONS_EVENT, TRANSACTIONS_STORAGE_KEY } from "@/lib/transactions";
import { cn } from "@/lib/utils";

const dateFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

/** The user's recorded transactions (newest first) above the sample rows. */
export function TransactionList({ samples, limit, label }: { samples: Transaction[]; limit?: number; label: string }) {
  const raw = useStoredItem(TRANSACTIONS_STORAGE_KEY, TRANSACTIONS_EVENT);
  const rows = React.useMemo(() => {
    const recorded = raw ? readTransactions(fromRaw(raw)) : [];
    const all = [...recorded, ...samples];
    return limit ? all.slice(0, limit) : all;
  }, [raw, samples, limit]);

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
                <time dateTime={t.date}>{dateFormat.format(new Date(t.date))}</time>
                <Badge variant="outline" className="ml-2 capitalize">
                  {t.type}
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
