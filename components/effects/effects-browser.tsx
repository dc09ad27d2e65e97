"use client";

import { EyeIcon, SparklesIcon } from "lucide-react";
import { lazyComponent } from "@/components/ui/lazy-component";
import { useSearchParams } from "next/navigation";
import * as React from "react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { SearchInput } from "@/components/ui/search-input";
import type { Effect } from "@/lib/catalog/schemas";
import { effectFilters, effectsQuery, filterEffects, parseEffectCategory, type EffectFilterCategory } from "@/lib/gallery/effects";
import { cn } from "@/lib/utils";

import { applyEffect } from "./apply-effect";
import { EffectSample } from "./effect-sample";

const EffectPreviewDialog = lazyComponent(() => import("./effect-preview-dialog").then((m) => m.EffectPreviewDialog), {
  ssr: false,
});

const noopSubscribe = () => () => {};

/** Search, category filters and the effect cards; the search and category live in the URL. */
export function EffectsBrowser({ effects }: { effects: Effect[] }) {
  const params = useSearchParams();
  const query = params.get("q") ?? "";
  const category = parseEffectCategory(params.get("category"));
  const [preview, setPreview] = React.useState<Effect | null>(null);
  // The card under the pointer or the keyboard's focus plays its effect.
  const [playing, setPlaying] = React.useState<string | null>(null);
  // The list is server-rendered; its controls switch on once they work (after hydration).
  const hydrated = React.useSyncExternalStore(noopSubscribe, () => true, () => false);
  const visible = filterEffects(effects, query, category);

  const update = (q: string, c: EffectFilterCategory) => {
    window.history.replaceState(null, "", `${window.location.pathname}${effectsQuery(q, c)}`);
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3">
        <SearchInput
          wrapperClassName="max-w-md"
          aria-label="Search effects"
          placeholder="Search effects..."
          value={query}
          disabled={!hydrated}
          onChange={(e) => update(e.target.value, category)}
        />
        <div role="group" aria-label="Categories" className="flex flex-wrap gap-2">
          {effectFilters.map((f) => (
            <Button
              key={f.id}
              size="sm"
              variant={category === f.id ? "default" : "outline"}
              aria-pressed={category === f.id}
              disabled={!hydrated}
              onClick={() => update(query, f.id)}
            >
              {f.label}
            </Button>
          ))}
        </div>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {visible.length} {visible.length === 1 ? "effect" : "effects"}
        </p>
      </div>

      {visible.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border p-10 text-center">
          <SparklesIcon className="size-8 text-muted-foreground" aria-hidden />
          <h2 className="text-lg font-semibold">No effects found</h2>
          <p className="text-sm text-muted-foreground">Try adjusting your search or filter to find the perfect effect</p>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-label="Effects">
          {visible.map((effect) => (
            <li
              key={effect.id}
              aria-label={effect.name}
              className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4"
              onPointerEnter={() => setPlaying(effect.id)}
              onPointerLeave={() => setPlaying((p) => (p === effect.id ? null : p))}
              onFocus={() => setPlaying(effect.id)}
              onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setPlaying((p) => (p === effect.id ? null : p))}
            >
              <div className="relative">
                <EffectSample effectId={effect.id} name={effect.name} playing={playing === effect.id && !preview} width={320} height={180} />
                <span className="absolute top-2 right-2">
                  {effect.premium ? <Badge variant="warning">Pro</Badge> : <Badge variant="success">Free</Badge>}
                </span>
              </div>
              <div className="min-w-0 flex-1">
                <h3 className="font-semibold">{effect.name}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{effect.description}</p>
              </div>
              <div className="flex items-center gap-2">
                <Button size="sm" className="flex-1" disabled={!hydrated} onClick={() => applyEffect(effect)}>
                  Apply
                </Button>
                <Button
                  size="icon"
                  variant="outline"
                  className={cn("size-8")}
                  aria-label={`Preview ${effect.name}`}
                  disabled={!hydrated}
                  onClick={() => setPreview(effect)}
                >
                  <EyeIcon aria-hidden />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {preview ? <EffectPreviewDialog effect={preview} onClose={() => setPreview(null)} /> : null}
    </div>
  );
}
