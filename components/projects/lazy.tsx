"use client";

import { lazyComponent } from "@/components/ui/lazy-component";

/** My Projects' browser and its New Project button, each its own chunk: drawn by the server with the page, their code arrives right after the page's own. */

export const ProjectsBrowser = lazyComponent(() => import("./projects-browser").then((m) => m.ProjectsBrowser), {
  loading: () => <p className="text-sm text-muted-foreground">Loading projects...</p>,
});

export const NewProjectButton = lazyComponent(() => import("./new-project-button").then((m) => m.NewProjectButton));
