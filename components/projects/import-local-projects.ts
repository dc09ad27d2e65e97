"use client";

import * as React from "react";

import type { Project } from "@/lib/projects/project";
import { toast } from "@/lib/toast";

/**
 * Projects saved before they moved to the server lived in this browser's IndexedDB. My Projects adds any it finds
 * to the account once, then removes them from the browser (local-projects-import.ts, loaded after the page is up).
 */
export function useImportLocalProjects(onImported: (projects: Project[]) => void) {
  const done = React.useRef(onImported);
  React.useEffect(() => {
    done.current = onImported;
  }, [onImported]);

  React.useEffect(() => {
    let cancelled = false;
    void import("./local-projects-import")
      .then(({ importLocalProjects }) => importLocalProjects(() => cancelled))
      .then((imported) => {
        if (imported.length === 0 || cancelled) return;
        done.current(imported);
        toast({
          title: "Projects added to your account",
          description: `${imported.length} ${imported.length === 1 ? "project" : "projects"} saved in this browser now open anywhere you sign in.`,
        });
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, []);
}
