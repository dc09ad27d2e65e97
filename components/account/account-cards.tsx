import Link from "next/link";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Bell, CreditCard, ShieldCheck, Shield } from "@/components/ui/icons";
import { accountQuickActions, accountStats, accountStatus } from "@/lib/catalog/account";

const quickActionIcons = { bell: Bell, card: CreditCard, shield: Shield } as const;

/**
 * Account Status: the product's rows; for a signed-up account (`emailVerified` given) the e-mail row is its real state
 * (Verified, or Unverified until its mailed link is opened).
 */
export function AccountStatusCard({ emailVerified }: { emailVerified?: boolean }) {
  const rows = accountStatus.map((row) =>
    row.label === "Email Verified" && emailVerified === false ? { ...row, value: "Unverified", tone: "warning" as const } : row,
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-4 text-primary" aria-hidden />
          Account Status
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3">
          {rows.map((row) => (
            <div key={row.label} className="flex items-center justify-between gap-2 text-sm">
              <dt className="text-muted-foreground">{row.label}</dt>
              <dd>
                <Badge variant={row.tone === "default" ? "default" : row.tone}>{row.value}</Badge>
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

export function QuickActionsCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        {accountQuickActions.map((action) => {
          const Icon = quickActionIcons[action.icon];
          return (
            <Button key={action.label} variant="outline" className="justify-start" asChild>
              <Link href={action.href}>
                <Icon aria-hidden />
                {action.label}
              </Link>
            </Button>
          );
        })}
      </CardContent>
    </Card>
  );
}

export function AccountStatsCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Account Stats</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3">
          {accountStats.map((stat) => (
            <div key={stat.label} className="flex items-center justify-between gap-2 text-sm">
              <dt className="text-muted-foreground">{stat.label}</dt>
              <dd className="font-semibold tabular-nums">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
