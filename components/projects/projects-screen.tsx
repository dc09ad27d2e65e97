"use client";

import { NewProjectButton } from "@/components/projects/new-project-button";
import { ProjectsBrowser } from "@/components/projects/projects-browser";
import { PageHeader } from "@/components/shell/page-header";

export function ProjectsScreen() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="My Projects" description="Manage and organize your video projects." actions={<NewProjectButton />} />
      <ProjectsBrowser />
    </div>
  );
}
