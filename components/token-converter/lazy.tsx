"use client";

import { lazyComponent } from "@/components/ui/lazy-component";

/** The converter's interactive cards as their own chunk: drawn by the server with the page, their code arrives right after the page's own. */

export const TokenConverterScreen = lazyComponent(() => import("./token-converter-screen").then((m) => m.TokenConverterScreen), {
  loading: () => <p className="text-sm text-muted-foreground">Loading the converter...</p>,
});
