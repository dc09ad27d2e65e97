import { sampleProjects } from "@/lib/catalog/projects";

/** The title of a sample project of My Projects (ids 1-4), for opening it in the editor. */
export function sampleProjectTitle(id: string): string | null {
  return sampleProjects.find((p) => p.id === id)?.title ?? null;
}
