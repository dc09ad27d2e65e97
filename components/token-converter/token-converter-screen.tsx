"use client";

import type * as React from "react";

import { BalanceSummary } from "@/components/token-converter/balance-summary";
import { ConverterCard } from "@/components/token-converter/converter-card";
import { TransactionsCard } from "@/components/token-converter/transactions-card";
import { WithdrawalCard } from "@/components/token-converter/withdrawal-card";

/** The converter's interactive cards around the static token value card (rendered on the server). */
export function TokenConverterScreen({ valueCard }: { valueCard: React.ReactNode }) {
  return (
    <>
      <BalanceSummary />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <ConverterCard />
        {valueCard}
        <WithdrawalCard />
        <TransactionsCard />
      </div>
    </>
  );
}
