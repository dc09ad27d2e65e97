"use client";

import { lazyComponent } from "@/components/ui/lazy-component";

/** The Story Maker restores the saved story from browser storage, so it renders in the browser only. */
export const StoryMakerLoader = lazyComponent(() => import("./story-maker").then((m) => m.StoryMaker), {
  ssr: false,
  loading: () => <p className="text-sm text-muted-foreground">Loading the Story Maker...</p>,
});
