import type { Metadata } from "next";

import { PageHeader } from "@/components/shell/page-header";
import { TokenConverterScreen } from "@/components/token-converter/lazy";
import { TokenValueCard } from "@/components/token-converter/token-value-card";

export const metadata: Metadata = { title: "Token Converter" };

export default function Page() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Token Converter" description="Convert MSXT and USD at 1 MSXT = $1.00, and withdraw your funds." />
      <TokenConverterScreen valueCard={<TokenValueCard />} />
    </div>
  );
}
