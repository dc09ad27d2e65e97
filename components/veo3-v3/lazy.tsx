"use client";

import dynamic from "next/dynamic";

/** The generator loads right after the page; its frame holds the space meanwhile. */
export const VeoGeneratorLazy = dynamic(() => import("@/components/veo3-v3/veo-generator").then((m) => m.VeoGenerator), {
  ssr: false,
  loading: () => (
    <div className="grid gap-6 lg:grid-cols-2" role="status" aria-label="Loading generator">
      <div className="min-h-[40rem] rounded-xl border border-border bg-card" />
      <div className="min-h-[28rem] rounded-xl border border-border bg-card" />
    </div>
  ),
});
