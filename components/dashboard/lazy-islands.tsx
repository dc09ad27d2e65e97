"use client";

import { lazyComponent } from "@/components/ui/lazy-component";

/**
 * The dashboard's buttons, each its own chunk: the server draws them with the page, and their code (with the button
 * variants and the class merger) arrives right after the page's own, outside its first load.
 */
export const ClaimButton = lazyComponent(() => import("./claim-button").then((m) => m.ClaimButton));

export const OwnerFiguresRefresh = lazyComponent(() => import("./owner-figures-refresh").then((m) => m.OwnerFiguresRefresh));

/** The owner's withdrawal review (owner view only): its code, with its contract, stays out of the dashboard's first load. */
export const OwnerWithdrawals = lazyComponent(() => import("./owner-withdrawals").then((m) => m.OwnerWithdrawals));
