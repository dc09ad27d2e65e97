"use client";

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";

/**
 * SLOT for the wallet modal (issue 3). After merging, the lead replaces this with
 *   WalletDialog({ open, onOpenChange }) from "@/components/wallet/wallet-dialog".
 */
export function WalletDialogSlot({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Connect Wallet</DialogTitle>
          <DialogDescription>Connect a wallet to receive the MSXT you earn while creating.</DialogDescription>
        </DialogHeader>
      </DialogContent>
    </Dialog>
  );
}
