"use client";

import dynamic from "next/dynamic";

/** The debug center reads browser storage only: it loads after the page, as its own chunk. */
export const DebugCenterLoader = dynamic(() => import("./debug-center").then((m) => m.DebugCenter), {
  ssr: false,
  loading: () => <p className="text-sm text-muted-foreground">Loading the debug center...</p>,
});
