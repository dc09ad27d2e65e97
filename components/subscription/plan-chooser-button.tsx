import type { VariantProps } from "class-variance-authority";
import type * as React from "react";

import { PlanChooserTrigger } from "@/components/subscription/plan-chooser-trigger";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** A Button that opens 'Choose Your Plan' (Upgrade Plan actions); drawn on the server, the trigger is the island. */
export function PlanChooserButton({
  className,
  variant,
  size,
  ...props
}: Omit<React.ComponentProps<"button">, "onClick" | "type"> & VariantProps<typeof buttonVariants>) {
  return <PlanChooserTrigger className={cn(buttonVariants({ variant, size, className }))} {...props} />;
}
