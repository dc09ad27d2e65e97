"use client";

import { lazyComponent } from "@/components/ui/lazy-component";

/** The Buy MSXT form and receipts as their own chunk, drawn by the server with the page. */
export const BuyMsxtScreen = lazyComponent(() => import("./buy-msxt-screen").then((m) => m.BuyMsxtScreen), {
  loading: () => <p className="text-sm text-muted-foreground">Loading...</p>,
});
