/** A video project as My Projects lists it (sample projects and projects saved from the editor). */
export const projectStatuses = ["draft", "processing", "completed", "published"] as const;
export type ProjectStatus = (typeof projectStatuses)[number];
export const projectVisibilities = ["private", "public"] as const;
export type ProjectVisibility = (typeof projectVisibilities)[number];

export interface Project {
  id: string;
  title: string;
  description: string;
  /** Image URL (a public/ path, or a data: URL for a frame captured in the editor). */
  thumbnail: string;
  /** Text such as "2:30". */
  duration: string;
  /** e.g. "1920x1080". */
  resolution: string;
  status: ProjectStatus;
  visibility: ProjectVisibility;
  createdAt: string;
  updatedAt: string;
  /** Text such as "245 MB". */
  size: string;
  views?: number;
  /** True for projects saved from the editor (browser storage), absent for samples. */
  saved?: boolean;
}

/** Where a project opens in the editor. */
export function editorUrlForProject(id: string): string {
  return `/editor?project=${encodeURIComponent(id)}`;
}
