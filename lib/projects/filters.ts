/** My Projects: the search, status and visibility filters and the view mode, kept in the URL query. */
import { projectStatuses, projectVisibilities, type Project, type ProjectStatus, type ProjectVisibility } from "@/lib/projects/project";

export type StatusFilter = "all" | ProjectStatus;
export type VisibilityFilter = "all" | ProjectVisibility;
export type ViewMode = "grid" | "list";

export interface ProjectFilters {
  query: string;
  status: StatusFilter;
  visibility: VisibilityFilter;
}

export interface ProjectsQuery extends ProjectFilters {
  view: ViewMode;
}

export const defaultProjectsQuery: ProjectsQuery = { query: "", status: "all", visibility: "all", view: "grid" };

/** Case-insensitive substring match on title or description, combined with the status and visibility filters. */
export function filterProjects<T extends Pick<Project, "title" | "description" | "status" | "visibility">>(
  projects: readonly T[],
  { query, status, visibility }: ProjectFilters,
): T[] {
  const needle = query.trim().toLowerCase();
  return projects.filter(
    (p) =>
      (needle === "" || p.title.toLowerCase().includes(needle) || p.description.toLowerCase().includes(needle)) &&
      (status === "all" || p.status === status) &&
      (visibility === "all" || p.visibility === visibility),
  );
}

/** True when a search or a filter narrows the list (the empty state then says so). */
export function hasActiveFilters({ query, status, visibility }: ProjectFilters): boolean {
  return query.trim() !== "" || status !== "all" || visibility !== "all";
}

type Params = { get(name: string): string | null };

/** Reads the query (?q=&status=&visibility=&view=); unknown values fall back to the defaults. */
export function parseProjectsQuery(params: Params): ProjectsQuery {
  const status = params.get("status");
  const visibility = params.get("visibility");
  const view = params.get("view");
  return {
    query: params.get("q") ?? "",
    status: (projectStatuses as readonly string[]).includes(status ?? "") ? (status as ProjectStatus) : "all",
    visibility: (projectVisibilities as readonly string[]).includes(visibility ?? "") ? (visibility as ProjectVisibility) : "all",
    view: view === "list" ? "list" : "grid",
  };
}

/** The query string for a state; defaults are left out, so the plain page has a plain URL. */
export function projectsQueryString(state: ProjectsQuery): string {
  const params = new URLSearchParams();
  if (state.query !== "") params.set("q", state.query);
  if (state.status !== "all") params.set("status", state.status);
  if (state.visibility !== "all") params.set("visibility", state.visibility);
  if (state.view !== "grid") params.set("view", state.view);
  const s = params.toString();
  return s ? `?${s}` : "";
}

/** Badge colour per status: completed green, processing yellow, published blue, draft and anything else gray. */
export function statusTone(status: string): "green" | "yellow" | "blue" | "gray" {
  switch (status) {
    case "completed":
      return "green";
    case "processing":
      return "yellow";
    case "published":
      return "blue";
    default:
      return "gray";
  }
}

export function statusLabel(status: string): string {
  return status ? status.charAt(0).toUpperCase() + status.slice(1) : "Draft";
}
