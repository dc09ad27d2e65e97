/** A saved project as the editor opens it: the stored record (its document validated) and its revision. */
import type { SavedProject } from "@/lib/projects/saved-project";

export interface LoadedProject {
  record: SavedProject;
  revision: number;
}
