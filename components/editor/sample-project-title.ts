/**
 * SEAM for the lead: My Projects' sample projects (ids 1-4) live in the projects issue's fixtures.
 * After merging, answer their titles here, e.g.
 *   import { sampleProjects } from "@/fixtures/projects";
 *   return sampleProjects.find((p) => p.id === id)?.title ?? null;
 */
export function sampleProjectTitle(id: string): string | null {
  return /^[1-4]$/.test(id) ? `Sample Project ${id}` : null;
}
