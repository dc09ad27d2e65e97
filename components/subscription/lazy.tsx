"use client";

import { lazyComponent } from "@/components/ui/lazy-component";

/** The subscription page's interactive parts, each its own chunk: drawn by the server with the page, their code arrives right after the page's own. */

export const CurrentPlan = lazyComponent(() => import("./current-plan").then((m) => m.CurrentPlan));

export const UsageMeters = lazyComponent(() => import("./usage-meters").then((m) => m.UsageMeters));

export const PlanPicker = lazyComponent(() => import("./plan-picker").then((m) => m.PlanPicker), {
  loading: () => <p className="text-sm text-muted-foreground">Loading plans...</p>,
});

export const CheckoutReturn = lazyComponent(() => import("./checkout-return").then((m) => m.CheckoutReturn));
