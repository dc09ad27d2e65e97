import type { Metadata } from "next";

import { BuyMsxtScreen } from "@/components/buy-msxt/lazy";
import { PageHeader } from "@/components/shell/page-header";
import { currentAccount } from "@/lib/server/auth/session";
import { paymentSetup } from "@/lib/server/payments";
import { topupsOf } from "@/lib/server/topups";

export const metadata: Metadata = { title: "Buy MSXT" };

/** The sidebar's Buy: MSXT by card through the payment provider, with the account's receipts (read on the server). */
export default async function Page({ searchParams }: { searchParams: Promise<{ topup?: string | string[]; id?: string | string[] }> }) {
  const { topup, id } = await searchParams;
  const account = await currentAccount();
  const setup = paymentSetup();
  const topups = account && account.role !== "guest" ? await topupsOf(account.id) : [];
  const returned = typeof topup === "string" && typeof id === "string" ? { outcome: topup, id } : null;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Buy MSXT" description="Buy MSXT by card at 1 MSXT = $1.00. Bought MSXT is yours to spend, convert and withdraw." />
      <BuyMsxtScreen payments={{ mode: setup.mode, testMode: setup.testMode }} initialTopups={topups} returned={returned} />
    </div>
  );
}
