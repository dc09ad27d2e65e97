"use client";

import dynamic from "next/dynamic";

/** The merge workspace loads as its own chunk after the page (its controls only work once loaded), keeping the first load small. */
export const MergeMediaLoader = dynamic(() => import("./merge-media").then((m) => m.MergeMedia), {
  ssr: false,
  loading: () => <p className="text-sm text-muted-foreground">Loading the merge tools...</p>,
});
