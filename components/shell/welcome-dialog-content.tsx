"use client";

import { GiftIcon } from "lucide-react";
import * as React from "react";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { siteConfig, WELCOME_BONUS_MSXT } from "@/lib/config";
import { formatUsd } from "@/lib/format";
import { WELCOME_SEEN_STORAGE_KEY } from "@/lib/browser-storage";

/**
 * The welcome dialog, rendered in place (not through a portal, which renders nothing on the server) so that it is in
 * the server's HTML; it is fixed over the page all the same.
 */
export function WelcomeDialogContent({ onClose }: { onClose: () => void }) {
  // A visitor who closed it before the flag moved to a cookie has it in browser storage: it closes for them (and
  // sets the cookie) as soon as it hydrates.
  React.useEffect(() => {
    if (window.localStorage.getItem(WELCOME_SEEN_STORAGE_KEY) === null) return;
    window.localStorage.removeItem(WELCOME_SEEN_STORAGE_KEY);
    onClose();
  }, [onClose]);
  // Radix names the dialog by its title only once the title has mounted in the browser: named here, the server's
  // HTML has it too.
  const titleId = React.useId();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent portal={false} aria-labelledby={titleId} className="text-center sm:max-w-md">
        <DialogHeader className="items-center text-center">
          <div className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary/20 text-primary">
            <GiftIcon className="size-6" aria-hidden />
          </div>
          <DialogTitle id={titleId}>Welcome to {siteConfig.name}!</DialogTitle>
          <DialogDescription>{siteConfig.description}</DialogDescription>
        </DialogHeader>
        <div className="rounded-lg border border-primary/40 bg-primary/10 p-4">
          <p className="text-sm text-muted-foreground">Welcome bonus</p>
          <p className="text-2xl font-bold">
            {WELCOME_BONUS_MSXT} {siteConfig.tokenSymbol}
          </p>
          <p className="text-sm text-muted-foreground">
            worth {formatUsd(WELCOME_BONUS_MSXT)} (1 {siteConfig.tokenSymbol} = $1.00)
          </p>
        </div>
        <Button size="lg" onClick={onClose}>
          Start Creating
        </Button>
      </DialogContent>
    </Dialog>
  );
}
