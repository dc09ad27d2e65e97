"use client";

import { lazyComponent } from "@/components/ui/lazy-component";

/** The rewards tabs and lists, each its own chunk: drawn by the server with the page, their code arrives right after the page's own. */

export const RewardsTabs = lazyComponent(() => import("./rewards-tabs").then((m) => m.RewardsTabs));

export const ChallengeList = lazyComponent(() => import("./challenge-list").then((m) => m.ChallengeList));

export const ActiveChallengeCount = lazyComponent(() => import("./challenge-list").then((m) => m.ActiveChallengeCount));

export const TransactionList = lazyComponent(() => import("./transaction-list").then((m) => m.TransactionList));
