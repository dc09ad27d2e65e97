import type { Metadata } from "next";

import { ProjectsScreenLazy } from "@/components/projects/lazy";

export const metadata: Metadata = { title: "My Projects" };

export default function Page() {
  return <ProjectsScreenLazy />;
}
