import type { Metadata } from "next";

import { PageHeader } from "@/components/shell/page-header";
import { BalanceSummary } from "@/components/token-converter/balance-summary";
import { ConverterCard } from "@/components/token-converter/converter-card";
import { TokenValueCard } from "@/components/token-converter/token-value-card";
import { TransactionsCard } from "@/components/token-converter/transactions-card";
import { WithdrawalCard } from "@/components/token-converter/withdrawal-card";

export const metadata: Metadata = { title: "Token Converter" };

export default function Page() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Token Converter" description="Convert MSXT and USD at 1 MSXT = $1.00, and withdraw your funds." />
      <BalanceSummary />
      <div className="grid gap-6 xl:grid-cols-2">
        <ConverterCard />
        <TokenValueCard />
        <WithdrawalCard />
        <TransactionsCard />
      </div>
    </div>
  );
}
