"use client";

import { lazyComponent } from "@/components/ui/lazy-component";

/** The merge workspace: rendered on the server with the page, its script loaded as its own chunk (keeps the first load small). */
export const MergeMediaLoader = lazyComponent(() => import("./merge-media").then((m) => m.MergeMedia), {
  loading: () => <p className="text-sm text-muted-foreground">Loading the merge tools...</p>,
});
