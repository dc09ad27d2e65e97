"use client";

import { lazyComponent } from "@/components/ui/lazy-component";

/** The debug center as its own chunk: drawn by the server with the page, its code arrives right after the page's own. */

export const DebugCenter = lazyComponent(() => import("./debug-center").then((m) => m.DebugCenter), {
  loading: () => <p className="text-sm text-muted-foreground">Loading the debug center...</p>,
});
