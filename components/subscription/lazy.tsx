"use client";

import { lazyComponent } from "@/components/ui/lazy-component";

/**
 * The subscription page's interactive parts, each its own chunk: the server draws them (the first screen is the same
 * HTML), and their code arrives after the page's own, so the page's first load is the shell's. A placeholder of the
 * part's size stands in only when the page is opened by an in-app link before the code has arrived.
 */
export const CurrentPlan = lazyComponent(() => import("./current-plan").then((m) => m.CurrentPlan), {
  loading: () => <div className="min-h-9 sm:w-[22rem]" aria-busy="true" />,
});

export const UsageMeters = lazyComponent(() => import("./usage-meters").then((m) => m.UsageMeters), {
  loading: () => <div className="min-h-[8.5rem] rounded-xl border border-border bg-card" aria-busy="true" />,
});

export const PlanPicker = lazyComponent(() => import("./plan-picker").then((m) => m.PlanPicker), {
  loading: () => (
    <div role="status" className="min-h-[40rem] rounded-xl border border-border bg-card p-5 text-sm text-muted-foreground">
      Loading plans...
    </div>
  ),
});

/** Renders nothing: it acts on a return from a hosted payment page once its code is here. */
export const CheckoutReturn = lazyComponent(() => import("./checkout-return").then((m) => m.CheckoutReturn), { ssr: false });
