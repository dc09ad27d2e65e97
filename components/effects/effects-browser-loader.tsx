"use client";

import dynamic from "next/dynamic";

/** The effects browser loads as its own chunk (server-rendered too), keeping the route's first load small. */
export const EffectsBrowserLoader = dynamic(() => import("./effects-browser").then((m) => m.EffectsBrowser), {
  loading: () => <p className="text-sm text-muted-foreground">Loading effects...</p>,
});
