"use client";

import * as React from "react";

import type { UsageResponse } from "@/lib/contracts/usage";
import { useAuth } from "@/components/shell/auth-provider";
import { Progress } from "@/components/ui/progress";
import { api } from "@/lib/api-request";
import { formatBytes, formatCount } from "@/lib/format";

interface Meter {
  key: "aiGenerations" | "storage" | "exports";
  label: string;
  used: number;
  total: number | null;
  format: (n: number) => string;
}

const count = formatCount;

function metersOf(usage: UsageResponse): Meter[] {
  return [
    { key: "aiGenerations", label: "AI Generations", used: usage.aiGenerations.used, total: usage.aiGenerations.total, format: count },
    { key: "storage", label: "Cloud Storage", used: usage.storage.usedBytes, total: usage.storage.totalBytes, format: formatBytes },
    { key: "exports", label: "Monthly Exports", used: usage.exports.used, total: usage.exports.total, format: count },
  ];
}

/**
 * Usage this month: the account's real figures, rendered on the server (`initial`) and read again when the
 * plan changes on this page (a purchase or a cancellation moves the limits).
 */
export function UsageMeters({ initial }: { initial: UsageResponse | null }) {
  const { user } = useAuth();
  const [usage, setUsage] = React.useState(initial);
  const plan = user?.subscriptionPlan;

  React.useEffect(() => {
    if (!plan || plan === usage?.plan) return;
    const controller = new AbortController();
    void api<UsageResponse>("GET", "/api/usage", undefined, undefined, { signal: controller.signal }).then((result) => {
      if (!result.ok) return;
      const { ok: _ok, ...fresh } = result;
      setUsage(fresh);
    });
    return () => controller.abort();
  }, [plan, usage?.plan]);

  return (
    <section aria-labelledby="usage-heading" className="rounded-xl border border-border bg-card p-5">
      <h2 id="usage-heading" className="text-base font-semibold">
        Usage This Month
      </h2>
      <div className="mt-4 grid gap-5 sm:grid-cols-3">
        {(usage ? metersOf(usage) : placeholders).map(({ key, label, used, total, format }) => {
          const text = !usage ? "…" : total === null ? `${format(used)} / Unlimited` : `${format(used)} / ${format(total)}`;
          return (
            <div key={key} className="space-y-2">
              <div className="flex items-baseline justify-between gap-2 text-sm">
                <span className="font-medium" id={`usage-${key}`}>
                  {label}
                </span>
                <span className="flex-1 text-right text-muted-foreground tabular-nums" data-testid={`usage-${key}`}>
                  {text}
                </span>
              </div>
              <Progress
                aria-labelledby={`usage-${key}`}
                value={!usage ? 0 : total === null ? 100 : total === 0 ? 100 : (used / total) * 100}
                className={total === null && usage ? "[&>div]:bg-success" : undefined}
              />
            </div>
          );
        })}
      </div>
    </section>
  );
}

const placeholders: Meter[] = [
  { key: "aiGenerations", label: "AI Generations", used: 0, total: 0, format: count },
  { key: "storage", label: "Cloud Storage", used: 0, total: 0, format: formatBytes },
  { key: "exports", label: "Monthly Exports", used: 0, total: 0, format: count },
];
