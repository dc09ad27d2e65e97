"use client";

import { lazyComponent } from "@/components/ui/lazy-component";

/** The effects browser loads as its own chunk (server-rendered too), keeping the route's first load small. */
export const EffectsBrowserLoader = lazyComponent(() => import("./effects-browser").then((m) => m.EffectsBrowser), {
  loading: () => <p className="text-sm text-muted-foreground">Loading effects...</p>,
});
