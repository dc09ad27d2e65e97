"use client";

import * as React from "react";

// The dialog loads on first open.
const PlanChooserDialog = React.lazy(() =>
  import("@/components/subscription/plan-chooser-dialog").then((m) => ({ default: m.PlanChooserDialog })),
);

/**
 * A button that opens 'Choose Your Plan'. It takes its whole class list (see PlanChooserButton, or the sidebar's
 * precomputed one), so the sidebar's plan line ships no button primitive.
 */
export function PlanChooserTrigger({ children, ...props }: Omit<React.ComponentProps<"button">, "onClick" | "type">) {
  const [open, setOpen] = React.useState(false);
  // Each opening starts fresh (a new key), the dialog code loads once.
  const [opened, setOpened] = React.useState(0);
  return (
    <>
      <button
        data-slot="button"
        type="button"
        aria-haspopup="dialog"
        {...props}
        onClick={() => {
          setOpened((n) => n + 1);
          setOpen(true);
        }}
      >
        {children}
      </button>
      {opened > 0 ? (
        <React.Suspense fallback={null}>
          <PlanChooserDialog key={opened} open={open} onOpenChange={setOpen} />
        </React.Suspense>
      ) : null}
    </>
  );
}
