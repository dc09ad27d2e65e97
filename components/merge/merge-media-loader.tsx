"use client";

import dynamic from "next/dynamic";

/** The merge workspace loads as its own chunk, keeping the route's first load small. */
export const MergeMediaLoader = dynamic(() => import("./merge-media").then((m) => m.MergeMedia), {
  loading: () => <p className="text-sm text-muted-foreground">Loading the merge tools...</p>,
});
