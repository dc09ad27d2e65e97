"use client";

import type { Project } from "@/lib/project";

const none: Project[] = [];

/**
 * Projects saved from the video editor (kept in the browser by the editor, issue 4), newest first.
 * The seam between My Projects and the editor: it answers [] until the editor's store is wired in
 * here after merging; My Projects lists these above the samples.
 */
export function useSavedProjects(): Project[] {
  return none;
}
