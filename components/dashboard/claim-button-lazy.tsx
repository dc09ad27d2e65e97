"use client";

import dynamic from "next/dynamic";

/** The claim buttons read browser storage only, so they load after the page (outside its first-load bundle). */
export const ClaimButtonLazy = dynamic(() => import("@/components/dashboard/claim-button").then((m) => m.ClaimButton), {
  ssr: false,
  loading: () => <span aria-hidden className="inline-block h-8 w-20 shrink-0 animate-pulse rounded-md bg-muted" />,
});
