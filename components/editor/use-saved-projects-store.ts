"use client";

import { useEffect, useState } from "react";

import type { Project } from "@/lib/project";
import { listSavedProjects, SAVED_PROJECTS_EVENT } from "@/lib/project-store";

/** Projects saved from the editor (IndexedDB), newest first; refreshes when one is saved. [] until loaded. */
export function useSavedProjectsFromStore(): Project[] {
  const [projects, setProjects] = useState<Project[]>([]);
  useEffect(() => {
    let active = true;
    const load = () =>
      listSavedProjects()
        .then((list) => active && setProjects(list))
        .catch(() => active && setProjects([]));
    void load();
    window.addEventListener(SAVED_PROJECTS_EVENT, load);
    return () => {
      active = false;
      window.removeEventListener(SAVED_PROJECTS_EVENT, load);
    };
  }, []);
  return projects;
}
