"use client";

import { lazyComponent } from "@/components/ui/lazy-component";

/** The template gallery as its own chunk: drawn by the server with the page, its code arrives right after the page's own. */

export const TemplateGallery = lazyComponent(() => import("./template-gallery").then((m) => m.TemplateGallery), {
  loading: () => <p className="text-sm text-muted-foreground">Loading templates...</p>,
});
