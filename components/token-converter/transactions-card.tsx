"use client";

import { ArrowDownUp, ArrowUpRight, History } from "lucide-react";
import * as React from "react";

import { useWallet } from "@/components/shell/use-wallet";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { sampleTransactions, type SampleTransaction } from "@/lib/catalog/token-converter";

interface Row {
  key: string;
  type: SampleTransaction["type"];
  title: string;
  detail: string;
  amount: string;
  status: SampleTransaction["status"];
}

function timeAgo(iso: string): string {
  const minutes = Math.max(0, Math.round((Date.now() - new Date(iso).getTime()) / 60_000));
  if (minutes < 1) return "Just now";
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  return hours < 24 ? `${hours} hours ago` : `${Math.round(hours / 24)} days ago`;
}

/** Recent Transactions: the account's conversions and withdrawals from the server (newest first) above the samples. */
export function TransactionsCard() {
  const wallet = useWallet();
  const rows = React.useMemo<Row[]>(() => {
    const mine = wallet
      ? wallet.transactions
          .filter((t) => t.type === "conversion" || t.type === "withdrawal")
          .slice(0, 5)
          .map((t) => ({
            key: t.id,
            type: t.type as Row["type"],
            title: t.type === "conversion" ? "Conversion" : "Withdrawal",
            detail: `${t.description} · ${timeAgo(t.date)}`,
            amount: t.amount,
            status: t.status,
          }))
      : [];
    const samples = sampleTransactions.map((t, i) => ({
      key: `sample-${i}`,
      type: t.type,
      title: t.type === "conversion" ? "Conversion" : "Withdrawal",
      detail: `${t.method} · ${t.time}`,
      amount: `$${t.amount}`,
      status: t.status,
    }));
    return [...mine, ...samples];
  }, [wallet]);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History className="size-4 text-primary" aria-hidden />
          Recent Transactions
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-1 gap-2" aria-label="Recent transactions">
          {rows.map((row) => {
            const Icon = row.type === "conversion" ? ArrowDownUp : ArrowUpRight;
            return (
              <li key={row.key} className="flex items-center gap-3 rounded-lg border border-border p-3">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-muted">
                  <Icon className="size-4" aria-hidden />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{row.title}</p>
                  {/* Rendered on the server: "n min ago" may have moved on by the time the page hydrates. */}
                  <p className="truncate text-xs text-muted-foreground" suppressHydrationWarning>
                    {row.detail}
                  </p>
                </div>
                <div className="text-right">
                  <p className="font-semibold tabular-nums">{row.amount}</p>
                  <Badge variant={row.status === "completed" ? "success" : "warning"}>
                    {row.status === "completed" ? "Completed" : "Pending"}
                  </Badge>
                </div>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
