/** A saved project as the editor opens it: the stored record (its document validated) and its revision. */
import type { SavedProject } from "@/lib/project-schema";

export interface LoadedProject {
  record: SavedProject;
  revision: number;
}
