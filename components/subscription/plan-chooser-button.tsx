"use client";

import dynamic from "next/dynamic";
import * as React from "react";

import { Button } from "@/components/ui/button";

// The dialog loads on first open.
const PlanChooserDialog = dynamic(
  () => import("@/components/subscription/plan-chooser-dialog").then((m) => m.PlanChooserDialog),
  { ssr: false },
);

/** A button that opens 'Choose Your Plan' (the sidebar's plan label, Upgrade Plan actions). */
export function PlanChooserButton({ children, ...props }: React.ComponentProps<typeof Button>) {
  const [open, setOpen] = React.useState(false);
  // Each opening starts fresh (a new key), the dialog code loads once.
  const [opened, setOpened] = React.useState(0);
  return (
    <>
      <Button
        aria-haspopup="dialog"
        {...props}
        onClick={() => {
          setOpened((n) => n + 1);
          setOpen(true);
        }}
      >
        {children}
      </Button>
      {opened > 0 ? <PlanChooserDialog key={opened} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
