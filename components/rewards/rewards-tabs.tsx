"use client";

import * as React from "react";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { parseRewardsTab, type RewardsTab } from "@/lib/wallet/rewards";

const labels: Record<RewardsTab, string> = {
  overview: "Overview",
  "how-to-earn": "How to Earn",
  challenges: "Challenges",
  history: "Transaction History",
};

/** The rewards tabs; the open tab is kept in the URL (?tab=...). */
export function RewardsTabs({ initialTab, panels }: { initialTab: RewardsTab; panels: Record<RewardsTab, React.ReactNode> }) {
  const [tab, setTab] = React.useState<RewardsTab>(initialTab);
  const change = (value: string) => {
    const next = parseRewardsTab(value);
    setTab(next);
    const url = new URL(window.location.href);
    url.searchParams.set("tab", next);
    window.history.replaceState(null, "", url);
  };
  return (
    <Tabs value={tab} onValueChange={change} className="gap-6">
      <TabsList aria-label="Rewards sections" className="w-full sm:w-fit">
        {(Object.keys(labels) as RewardsTab[]).map((t) => (
          <TabsTrigger key={t} value={t}>
            {labels[t]}
          </TabsTrigger>
        ))}
      </TabsList>
      {(Object.keys(labels) as RewardsTab[]).map((t) => (
        <TabsContent key={t} value={t}>
          {panels[t]}
        </TabsContent>
      ))}
    </Tabs>
  );
}
