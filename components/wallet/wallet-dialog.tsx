"use client";

import { Copy, ExternalLink, Ghost, Link2, Loader2, ShieldCheck, Wallet } from "lucide-react";
import * as React from "react";

import { useAuth } from "@/components/shell/auth-provider";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { walletOptions, type WalletOption } from "@/lib/catalog/wallets";
import { siteConfig } from "@/lib/config";
import { formatBalance } from "@/lib/format";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { explorerUrl, randomWalletAddress, shortenAddress, WALLET_CONNECT_DELAY_MS } from "@/lib/wallet/wallet";

const optionIcons: Record<WalletOption["icon"], React.ComponentType<{ className?: string }>> = {
  fox: Wallet,
  link: Link2,
  coinbase: Wallet,
  ghost: Ghost,
};

const optionColours: Record<WalletOption["icon"], string> = {
  fox: "bg-orange-500/20 text-orange-300",
  link: "bg-sky-500/20 text-sky-300",
  coinbase: "bg-blue-500/20 text-blue-300",
  ghost: "bg-violet-500/20 text-violet-300",
};

/**
 * The wallet dialog (simulated: no real wallet call). Disconnected it offers the wallet options;
 * a choice spins for 2 s and stores a random address on the user. Connected it shows the address,
 * the MSXT balance, Disconnect and a link to the address on a block explorer.
 */
export function WalletDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { user, updateUser } = useAuth();
  const [connecting, setConnecting] = React.useState<string | null>(null);
  const timer = React.useRef<ReturnType<typeof setTimeout> | null>(null);

  React.useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const address = user?.walletAddress ?? null;

  const connect = (option: WalletOption) => {
    if (!option.available || connecting) return;
    setConnecting(option.id);
    timer.current = setTimeout(() => {
      timer.current = null;
      setConnecting(null);
      try {
        updateUser({ walletAddress: randomWalletAddress() });
        toast({ title: "Wallet Connected", description: `Successfully connected ${option.name}` });
      } catch {
        toast({ title: "Connection Failed", description: "Failed to connect wallet. Please try again.", variant: "destructive" });
      }
    }, WALLET_CONNECT_DELAY_MS);
  };

  const disconnect = () => {
    updateUser({ walletAddress: null });
    toast({ title: "Wallet Disconnected", description: "Your wallet has been disconnected successfully." });
  };

  const copy = async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      toast({ title: "Address Copied", description: "Your wallet address is on the clipboard." });
    } catch {
      toast({ title: "Copy Failed", description: "Your browser did not allow copying. Select the address instead.", variant: "destructive" });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        {address ? (
          <>
            <DialogHeader>
              <DialogTitle className="flex items-center gap-2">
                <Wallet className="size-5 text-primary" aria-hidden />
                Wallet Status
              </DialogTitle>
              <DialogDescription>Your wallet is connected to {siteConfig.name}.</DialogDescription>
            </DialogHeader>
            <div className="space-y-3 rounded-lg border border-border bg-card p-4">
              <div className="flex items-center justify-between gap-2">
                <span className="text-sm text-muted-foreground">Address</span>
                <div className="flex items-center gap-1">
                  <code className="font-mono text-sm" title={address} data-testid="wallet-address" data-address={address}>
                    {shortenAddress(address)}
                  </code>
                  <Button variant="ghost" size="icon" className="size-7" aria-label="Copy address" onClick={() => void copy(address)}>
                    <Copy aria-hidden />
                  </Button>
                  <Button variant="ghost" size="icon" className="size-7" asChild>
                    <a href={explorerUrl(address)} target="_blank" rel="noopener noreferrer" aria-label="View on block explorer">
                      <ExternalLink aria-hidden />
                    </a>
                  </Button>
                </div>
              </div>
              <div className="flex items-center justify-between gap-2">
                <span className="text-sm text-muted-foreground">{siteConfig.tokenSymbol} Balance</span>
                <span className="font-semibold tabular-nums" data-testid="wallet-balance">
                  {formatBalance(user?.tokenBalance)} {siteConfig.tokenSymbol}
                </span>
              </div>
              <div className="flex items-center justify-between gap-2">
                <span className="text-sm text-muted-foreground">Status</span>
                <Badge variant="success">
                  <ShieldCheck aria-hidden />
                  Secure
                </Badge>
              </div>
            </div>
            <Button variant="destructive" onClick={disconnect}>
              Disconnect
            </Button>
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle className="flex items-center gap-2">
                <Wallet className="size-5 text-primary" aria-hidden />
                Connect Wallet
              </DialogTitle>
              <DialogDescription>
                Choose a wallet to hold your {siteConfig.tokenSymbol} and receive your earnings.
              </DialogDescription>
            </DialogHeader>
            <ul className="grid gap-2">
              {walletOptions.map((option) => {
                const Icon = optionIcons[option.icon];
                const busy = connecting === option.id;
                return (
                  <li key={option.id}>
                    <button
                      type="button"
                      onClick={() => connect(option)}
                      disabled={!option.available || connecting !== null}
                      aria-busy={busy || undefined}
                      className={cn(
                        "flex w-full items-center gap-3 rounded-lg border border-border p-3 text-left transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60",
                        option.available ? "hover:bg-accent disabled:opacity-70" : "cursor-not-allowed opacity-60",
                        busy && "border-primary bg-primary/10",
                      )}
                    >
                      <span className={cn("flex size-10 shrink-0 items-center justify-center rounded-full", optionColours[option.icon])}>
                        <Icon className="size-5" aria-hidden />
                      </span>
                      <span className="min-w-0 flex-1">
                        <span className="flex items-center gap-2 font-medium">
                          {option.name}
                          {option.available ? null : <Badge variant="secondary">Coming Soon</Badge>}
                        </span>
                        <span className="block text-sm text-muted-foreground">{option.description}</span>
                      </span>
                      {busy ? (
                        <span className="flex items-center gap-1 text-xs text-muted-foreground" role="status">
                          <Loader2 className="size-4 animate-spin" aria-hidden />
                          Connecting...
                        </span>
                      ) : null}
                    </button>
                  </li>
                );
              })}
            </ul>
            <p className="text-center text-xs text-muted-foreground">
              Connection is simulated: no wallet extension is contacted and no funds move.
            </p>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
