"use client";

import type * as React from "react";

import { cn } from "@/lib/utils";

/**
 * A form label. A native <label> with what Radix's Label adds (a double click on the label does not select its
 * text), without Radix's primitive and slot in the first-load JavaScript of every page with a form.
 */
export function Label({ className, onMouseDown, ...props }: React.ComponentProps<"label">) {
  return (
    <label
      data-slot="label"
      className={cn("flex items-center gap-2 text-sm leading-none font-medium select-none peer-disabled:opacity-50", className)}
      {...props}
      onMouseDown={(event) => {
        // Clicks on a control inside the label are the control's own.
        if ((event.target as Element).closest("button, input, select, textarea")) return;
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
    />
  );
}
