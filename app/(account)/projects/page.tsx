import type { Metadata } from "next";

import { ProjectsScreen } from "@/components/projects/projects-screen";
import { accountProjects } from "@/lib/server/account-projects";

export const metadata: Metadata = { title: "My Projects" };

export default async function Page() {
  return <ProjectsScreen projects={await accountProjects()} />;
}
