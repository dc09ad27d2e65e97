import type { Metadata } from "next";

import { DashboardScreen } from "@/components/dashboard/dashboard-screen";
import { OwnerFigures } from "@/components/dashboard/owner-figures";
import { isOwnerRequest } from "@/lib/server/owner";

export const metadata: Metadata = { title: "Dashboard" };

/** The owner view needs both ?owner=true and a verified owner session cookie (checked here, on the server). */
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { owner } = await searchParams;
  const ownerView = owner === "true" && (await isOwnerRequest());
  return <DashboardScreen ownerView={ownerView} ownerFigures={ownerView ? <OwnerFigures /> : null} />;
}
