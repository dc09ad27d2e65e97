"use client";

import { lazyComponent } from "@/components/ui/lazy-component";

/** The generator as its own chunk: drawn by the server with the page, its code arrives right after the page's own. */

export const VeoGenerator = lazyComponent(() => import("./veo-generator").then((m) => m.VeoGenerator), {
  loading: () => <p className="text-sm text-muted-foreground">Loading the generator...</p>,
});
