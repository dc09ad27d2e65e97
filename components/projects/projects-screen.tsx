import { NewProjectButton } from "@/components/projects/lazy";
import { ProjectsBrowser } from "@/components/projects/lazy";
import { FirstScreenEnd } from "@/components/shell/first-screen-end";
import { PageHeader } from "@/components/shell/page-header";
import type { Project } from "@/lib/projects/project";

/** My Projects, rendered on the server with the account's projects; the browser part is ProjectsBrowser. */
export function ProjectsScreen({ projects }: { projects: Project[] }) {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="My Projects" description="Manage and organize your video projects." actions={<NewProjectButton />} />
      <ProjectsBrowser initialProjects={projects} />
      <FirstScreenEnd />
    </div>
  );
}
