"use client";

import { lazyComponent } from "@/components/ui/lazy-component";

import { generatorMinHeight } from "@/components/veo3-v3/layout";

/** The generator: rendered on the server with the page, its script loaded as its own chunk. */
export const VeoGeneratorLazy = lazyComponent(() => import("@/components/veo3-v3/veo-generator").then((m) => m.VeoGenerator), {
  loading: () => (
    <div className={`grid gap-6 lg:grid-cols-2 ${generatorMinHeight}`} role="status" aria-label="Loading generator">
      <div className="rounded-xl border border-border bg-card" />
      <div className="rounded-xl border border-border bg-card" />
    </div>
  ),
});
