"use client";

import dynamic from "next/dynamic";

/** The Story Maker restores the saved story from browser storage, so it renders in the browser only. */
export const StoryMakerLoader = dynamic(() => import("./story-maker").then((m) => m.StoryMaker), {
  ssr: false,
  loading: () => <p className="text-sm text-muted-foreground">Loading the Story Maker...</p>,
});
