"use client";

import { lazyComponent } from "@/components/ui/lazy-component";

/**
 * The creator's dashboard buttons, each its own chunk: the server draws them with the page, and their code (with the
 * button variants and the class merger) arrives right after the page's own, outside its first load. The owner view's
 * are in owner-islands.tsx.
 */
export const ClaimButton = lazyComponent(() => import("./claim-button").then((m) => m.ClaimButton));
