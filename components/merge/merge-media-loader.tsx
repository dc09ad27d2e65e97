"use client";

import dynamic from "next/dynamic";

/** The merge workspace: rendered on the server with the page, its script loaded as its own chunk (keeps the first load small). */
export const MergeMediaLoader = dynamic(() => import("./merge-media").then((m) => m.MergeMedia), {
  loading: () => <p className="text-sm text-muted-foreground">Loading the merge tools...</p>,
});
