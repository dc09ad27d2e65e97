"use client";

import { useAuth } from "@/components/shell/auth-provider";
import { Progress } from "@/components/ui/progress";
import { usageSamples, type PlanId, type UsageMeter } from "@/fixtures/plans";

const meters = [
  { key: "aiGenerations", label: "AI Generations", unit: "" },
  { key: "storage", label: "Cloud Storage", unit: " GB" },
  { key: "exports", label: "Monthly Exports", unit: "" },
] as const;

function amount(n: number, unit: string) {
  return `${n.toLocaleString("en-US")}${unit}`;
}

/** Usage this month, from the sample for the user's plan. */
export function UsageMeters() {
  const { user, ready } = useAuth();
  const plan = (user?.subscriptionPlan ?? "free") as PlanId;
  const usage = usageSamples[plan] ?? usageSamples.free;
  return (
    <section aria-labelledby="usage-heading" className="rounded-xl border border-border bg-card p-5">
      <h2 id="usage-heading" className="text-base font-semibold">
        Usage This Month
      </h2>
      <div className="mt-4 grid gap-5 sm:grid-cols-3">
        {meters.map(({ key, label, unit }) => {
          const m: UsageMeter = usage[key];
          const text = !ready ? "…" : m.total === null ? `${amount(m.used, unit)} / Unlimited` : `${amount(m.used, unit)} / ${amount(m.total, unit)}`;
          return (
            <div key={key} className="space-y-2">
              <div className="flex items-baseline justify-between gap-2 text-sm">
                <span className="font-medium" id={`usage-${key}`}>
                  {label}
                </span>
                <span
                  key={ready ? "usage" : "placeholder"}
                  className="flex-1 text-right text-muted-foreground tabular-nums"
                  data-testid={`usage-${key}`}
                >
                  {text}
                </span>
              </div>
              <Progress
                aria-labelledby={`usage-${key}`}
                value={ready ? (m.total === null ? 100 : (m.used / m.total) * 100) : 0}
                className={m.total === null ? "[&>div]:bg-success" : undefined}
              />
            </div>
          );
        })}
      </div>
    </section>
  );
}
