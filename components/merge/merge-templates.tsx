"use client";

import * as React from "react";

import { mergeTemplates } from "@/lib/catalog/merge";
import { cn } from "@/lib/utils";

/** The six merge templates; choosing one shows how to set it up. */
export function MergeTemplates() {
  const [selected, setSelected] = React.useState<string | null>(null);
  const current = mergeTemplates.find((t) => t.id === selected);
  return (
    <section aria-labelledby="templates-title" className="flex flex-col gap-4 rounded-xl border border-border bg-card p-5">
      <h2 id="templates-title" className="text-lg font-semibold">Merge Templates</h2>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3">
        {mergeTemplates.map((t) => (
          <button
            key={t.id}
            type="button"
            aria-pressed={selected === t.id}
            onClick={() => setSelected(selected === t.id ? null : t.id)}
            className={cn(
              "flex flex-col items-start gap-1 rounded-lg border p-3 text-left focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none",
              selected === t.id ? "border-primary bg-primary/15" : "border-border hover:border-primary/60",
            )}
          >
            <span className="text-2xl" aria-hidden>{t.icon}</span>
            <span className="font-medium">{t.name}</span>
            <span className="text-xs text-muted-foreground">{t.description}</span>
          </button>
        ))}
      </div>
      {current ? (
        <p role="status" className="rounded-md bg-muted p-3 text-sm">
          <span className="font-medium">{current.name} setup:</span> {current.setup}
        </p>
      ) : null}
    </section>
  );
}
