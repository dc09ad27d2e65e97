"use client";

import type * as React from "react";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";

/** What the timeline gives a playhead dialog: whether it is open, and where focus goes back when it closes. */
export interface PlayheadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes (the toolbar button that opened it). */
  returnFocus?: React.RefObject<HTMLElement | null>;
}

/**
 * The frame of the dialogs that put a sound on the audio track at the playhead (Record voiceover, Speak text): title
 * and description, the body, and a footer with Cancel beside the dialog's own action. When it closes, focus goes
 * back to `returnFocus` (the timeline button that opened it).
 */
export function PlayheadDialog({
  open,
  onOpenChange,
  onCancel,
  testId,
  title,
  description,
  returnFocus,
  action,
  children,
}: PlayheadDialogProps & {
  /** The footer's Cancel button. */
  onCancel: () => void;
  testId: string;
  title: string;
  description: React.ReactNode;
  /** The footer's button beside Cancel. */
  action: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-md"
        data-testid={testId}
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          returnFocus?.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          {action}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
