"use client";

export {
  /** Projects saved from the video editor (IndexedDB), newest first; My Projects lists them above the samples. */
  useSavedProjectsFromStore as useSavedProjects,
} from "@/components/editor/use-saved-projects-store";
