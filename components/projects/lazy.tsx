"use client";

import { lazyComponent } from "@/components/ui/lazy-component";

/**
 * My Projects' browser and its New Project button, each its own chunk: drawn by the server with the page, their code
 * arrives right after the page's own. The server draws each as its own fallback too: a first visit's HTML (with the
 * welcome dialog) passes the size after which React sends a boundary's content after the rest of the page, and the
 * first paint showed "Loading projects..." with the list (and the largest paint, its first picture) a frame later.
 */

export const ProjectsBrowser = lazyComponent(() => import("./projects-browser").then((m) => m.ProjectsBrowser), {
  loading: () => <p className="text-sm text-muted-foreground">Loading projects...</p>,
  serverFallback: "content",
});

export const NewProjectButton = lazyComponent(() => import("./new-project-button").then((m) => m.NewProjectButton), {
  serverFallback: "content",
});
