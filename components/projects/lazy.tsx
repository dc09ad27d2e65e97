"use client";

import dynamic from "next/dynamic";

/**
 * My Projects loads after the page: behind the guard it shows only once the session is read anyway,
 * and its filters read the URL query (useSearchParams) in the browser. Keeps the first load small.
 */
export const ProjectsScreenLazy = dynamic(() => import("@/components/projects/projects-screen").then((m) => m.ProjectsScreen), {
  ssr: false,
  loading: () => <div className="min-h-96" />,
});
