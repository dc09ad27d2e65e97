import type * as React from "react";

import { cn } from "@/lib/utils";

/**
 * An accessible progressbar (role, aria-valuemin/max/now); the value is clamped between 0 and max
 * (default 100). Plain elements: it renders on the server and costs no JavaScript. `steady` drops the indicator's
 * transition, for a bar moved several times a second while the page works hard (an export's): animating each move would
 * keep the browser drawing frames for as long as the work runs.
 */
export function Progress({
  className,
  value,
  max = 100,
  steady = false,
  ...props
}: Omit<React.ComponentProps<"div">, "children"> & { value?: number | null; max?: number; steady?: boolean }) {
  const clamped = Math.min(Math.max(value ?? 0, 0), max);
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={clamped}
      data-slot="progress"
      data-state={clamped >= max ? "complete" : "loading"}
      data-value={clamped}
      data-max={max}
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-muted", className)}
      {...props}
    >
      <div
        data-slot="progress-indicator"
        className={cn("h-full w-full flex-1 bg-primary", !steady && "transition-transform")}
        style={{ transform: `translateX(-${100 - (clamped / max) * 100}%)` }}
      />
    </div>
  );
}
