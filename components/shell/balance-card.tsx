import Link from "next/link";

import { BalanceAmount, WalletButton } from "@/components/shell/balance-islands";
import { Button } from "@/components/ui/button";
import { Coins } from "@/components/ui/icons";
import { siteConfig } from "@/lib/config";

/** The sidebar's token balance card: drawn on the server; the balance and the Wallet button are client islands. */
export function BalanceCard() {
  return (
    <section aria-label="Token balance" className="mx-3 rounded-lg border border-border bg-card p-3">
      <div className="flex items-center gap-2 text-xs text-muted-foreground">
        <Coins className="size-3.5 text-warning" aria-hidden />
        {siteConfig.tokenSymbol} Balance
      </div>
      <BalanceAmount />
      <div className="mt-3 grid grid-cols-2 gap-2">
        <Button size="sm" asChild>
          <Link href={siteConfig.tokenPurchaseUrl}>Buy</Link>
        </Button>
        <Button size="sm" variant="outline" asChild>
          <Link href="/token-converter">Withdraw</Link>
        </Button>
      </div>
      <WalletButton />
    </section>
  );
}
