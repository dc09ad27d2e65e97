"use client";

import { lazyComponent } from "@/components/ui/lazy-component";

/**
 * My Projects' browser and its New Project button, each its own chunk: drawn in place by the server with the page,
 * their code arrives right after the page's own. Inline (no boundary of their own): the list is in the first paint
 * once, with its first picture (the largest paint), rather than swapped in for a copy of itself a frame later.
 */

export const ProjectsBrowser = lazyComponent(() => import("./projects-browser").then((m) => m.ProjectsBrowser), {
  inline: true,
});

export const NewProjectButton = lazyComponent(() => import("./new-project-button").then((m) => m.NewProjectButton), {
  inline: true,
});
