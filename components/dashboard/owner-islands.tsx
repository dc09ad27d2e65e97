"use client";

import { lazyComponent } from "@/components/ui/lazy-component";

/**
 * The owner view's buttons, each its own chunk. Apart from the creator's islands (lazy-islands.tsx): a lazy part's
 * code is asked for as soon as its module runs, so a module the creator's dashboard loads would fetch and run the
 * owner's code (and the withdrawal contract's schemas) on every creator's visit. Only the owner view renders these.
 */
export const OwnerFiguresRefresh = lazyComponent(() => import("./owner-figures-refresh").then((m) => m.OwnerFiguresRefresh));

/** The owner's withdrawal review: its code, with its contract, stays out of the dashboard's first load. */
export const OwnerWithdrawals = lazyComponent(() => import("./owner-withdrawals").then((m) => m.OwnerWithdrawals));
