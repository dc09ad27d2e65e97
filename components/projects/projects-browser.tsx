"use client";

import { Calendar, Eye, FolderOpen, HardDrive, LayoutGrid, List, Monitor } from "lucide-react";
import { usePathname, useSearchParams } from "next/navigation";
import * as React from "react";

import { useImportLocalProjects } from "@/components/projects/import-local-projects";
import { NewProjectButton } from "@/components/projects/new-project-button";
import {
  EditButton,
  formatUpdated,
  formatViews,
  PlayButton,
  ProjectActions,
  type ProjectHandlers,
  ProjectThumbnail,
  StatusBadge,
  VisibilityIcon,
} from "@/components/projects/project-parts";
import { Button } from "@/components/ui/button";
import { SearchInput } from "@/components/ui/search-input";
import { fieldClass } from "@/components/ui/input";
import type { Project } from "@/lib/projects/project";
import { deleteProject, patchProject } from "@/lib/projects/card-actions";
import { filterProjects, hasActiveFilters, parseProjectsQuery, projectsQueryString, type ProjectsQuery } from "@/lib/projects/filters";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";

const selectClass = cn(fieldClass, "h-9 w-full bg-background sm:w-44");

/**
 * Search, filters, grid/list toggle and the project list; the state lives in the URL query. The list comes from
 * the server render (the account's projects, then the samples); delete and visibility go to the server.
 */
export function ProjectsBrowser({ initialProjects }: { initialProjects: Project[] }) {
  const params = useSearchParams();
  const pathname = usePathname();
  const fromUrl = parseProjectsQuery(params);
  // The search box keeps its own text (typing stays smooth); the URL follows it.
  const [query, setQuery] = React.useState(fromUrl.query);
  const state: ProjectsQuery = { ...fromUrl, query };

  const [projects, setProjects] = React.useState(initialProjects);
  useImportLocalProjects(React.useCallback((added: Project[]) => setProjects((list) => [...added, ...list]), []));
  const visible = filterProjects(projects, state);
  const filtered = hasActiveFilters(state);

  const update = (patch: Partial<ProjectsQuery>) => {
    // Native history integrates with the App Router: useSearchParams follows, no server round trip.
    window.history.replaceState(null, "", `${pathname}${projectsQueryString({ ...state, ...patch })}`);
  };

  const handlers: ProjectHandlers = {
    onDelete: (project) => {
      setProjects((list) => list.filter((p) => p.id !== project.id));
      deleteProject(project.id).then(
        () => toast({ title: "Project Deleted", description: `"${project.title}" was removed from your projects.` }),
        () => {
          setProjects((list) => (list.some((p) => p.id === project.id) ? list : restore(list, project, initialProjects)));
          toast({ title: "Delete failed", description: `"${project.title}" could not be deleted. Please try again.`, variant: "destructive" });
        },
      );
    },
    onVisibility: (project, visibility) => {
      patchProject(project.id, { visibility }).then(
        (updated) => {
          setProjects((list) => list.map((p) => (p.id === project.id ? { ...p, visibility: updated.visibility, updatedAt: updated.updatedAt } : p)));
          toast({ title: "Visibility Updated", description: `"${project.title}" is now ${updated.visibility}.` });
        },
        () => toast({ title: "Update failed", description: `The visibility of "${project.title}" could not be changed.`, variant: "destructive" }),
      );
    },
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 md:flex-row md:flex-wrap md:items-center">
        <SearchInput
          wrapperClassName="min-w-0 flex-1"
          aria-label="Search projects"
          placeholder="Search projects..."
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            update({ query: e.target.value });
          }}
        />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <select
            aria-label="Filter by status"
            className={selectClass}
            value={state.status}
            onChange={(e) => update({ status: e.target.value as ProjectsQuery["status"] })}
          >
            <option value="all">All Status</option>
            <option value="draft">Draft</option>
            <option value="processing">Processing</option>
            <option value="completed">Completed</option>
            <option value="published">Published</option>
          </select>
          <select
            aria-label="Filter by visibility"
            className={selectClass}
            value={state.visibility}
            onChange={(e) => update({ visibility: e.target.value as ProjectsQuery["visibility"] })}
          >
            <option value="all">All Visibility</option>
            <option value="private">Private</option>
            <option value="public">Public</option>
          </select>
          <div className="flex gap-1 self-start rounded-md border border-border p-0.5 sm:self-auto" role="group" aria-label="View">
            <Button
              size="icon"
              variant={state.view === "grid" ? "secondary" : "ghost"}
              className="size-8"
              aria-label="Grid view"
              aria-pressed={state.view === "grid"}
              onClick={() => update({ view: "grid" })}
            >
              <LayoutGrid aria-hidden />
            </Button>
            <Button
              size="icon"
              variant={state.view === "list" ? "secondary" : "ghost"}
              className="size-8"
              aria-label="List view"
              aria-pressed={state.view === "list"}
              onClick={() => update({ view: "list" })}
            >
              <List aria-hidden />
            </Button>
          </div>
        </div>
      </div>

      <p className="sr-only" role="status">
        {visible.length === 1 ? "1 project" : `${visible.length} projects`}
      </p>

      {visible.length === 0 ? (
        <EmptyState filtered={filtered} />
      ) : state.view === "grid" ? (
        <div className="@container">
          <ul className="grid grid-cols-1 gap-4 @xl:grid-cols-2 @3xl:grid-cols-3 @4xl:grid-cols-4" aria-label="Projects" data-testid="projects-grid">
            {visible.map((p, i) => (
              <li key={p.id}>
                <ProjectCard project={p} first={i < 2} {...handlers} />
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <ul className="grid gap-3" aria-label="Projects" data-testid="projects-list">
          {visible.map((p) => (
            <li key={p.id}>
              <ProjectRow project={p} {...handlers} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function EmptyState({ filtered }: { filtered: boolean }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-6 py-16 text-center">
      <FolderOpen className="size-10 text-muted-foreground" aria-hidden />
      <h2 className="text-lg font-semibold">No projects found</h2>
      <p className="text-muted-foreground">
        {filtered ? "Try adjusting your search or filters" : "Create your first video project to get started"}
      </p>
      <NewProjectButton label="Create First Project" />
    </div>
  );
}

function Meta({ project }: { project: Project }) {
  return (
    <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
      <div className="flex items-center gap-1">
        <dt>
          <Monitor className="size-3.5" aria-hidden />
          <span className="sr-only">Resolution</span>
        </dt>
        <dd>{project.resolution}</dd>
      </div>
      <div className="flex items-center gap-1">
        <dt>
          <HardDrive className="size-3.5" aria-hidden />
          <span className="sr-only">Size</span>
        </dt>
        <dd>{project.size}</dd>
      </div>
      {project.views !== undefined ? (
        <div className="flex items-center gap-1">
          <dt>
            <Eye className="size-3.5" aria-hidden />
            <span className="sr-only">Views</span>
          </dt>
          <dd>{formatViews(project.views)}</dd>
        </div>
      ) : null}
      <div className="flex items-center gap-1">
        <dt>
          <Calendar className="size-3.5" aria-hidden />
          <span className="sr-only">Last updated</span>
        </dt>
        <dd>Updated {formatUpdated(project.updatedAt)}</dd>
      </div>
    </dl>
  );
}

/** Puts a project back where it was in the first list (after a failed delete). */
function restore(list: Project[], project: Project, order: Project[]): Project[] {
  const rank = (p: Project) => order.findIndex((o) => o.id === p.id);
  return [...list, project].sort((a, b) => rank(a) - rank(b));
}

function ProjectCard({ project, first, ...handlers }: { project: Project; first: boolean } & ProjectHandlers) {
  return (
    <article className="flex h-full flex-col rounded-xl border border-border bg-card" aria-label={project.title}>
      <div className="relative aspect-video overflow-hidden rounded-t-xl bg-muted">
        <ProjectThumbnail project={project} first={first} />
        <div className="absolute top-2 left-2 flex items-center gap-1.5">
          <StatusBadge status={project.status} />
        </div>
        <div className="absolute top-2 right-2 rounded-md bg-black/60 p-1 text-white">
          <VisibilityIcon visibility={project.visibility} />
        </div>
        <span className="absolute right-2 bottom-2 rounded bg-black/70 px-1.5 py-0.5 text-xs text-white tabular-nums">{project.duration}</span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="line-clamp-1 font-semibold">{project.title}</h2>
        <p className="line-clamp-2 text-sm text-muted-foreground">{project.description}</p>
        <Meta project={project} />
        <div className="mt-auto flex items-center gap-2 pt-2">
          <PlayButton project={project} />
          <EditButton project={project} withText />
          <div className="ml-auto">
            <ProjectActions project={project} variant="menu" {...handlers} />
          </div>
        </div>
      </div>
    </article>
  );
}

function ProjectRow({ project, ...handlers }: { project: Project } & ProjectHandlers) {
  return (
    <article className="flex flex-col gap-4 rounded-xl border border-border bg-card p-3 sm:flex-row sm:items-center" aria-label={project.title}>
      <div className="relative aspect-video w-full shrink-0 overflow-hidden rounded-lg bg-muted sm:w-40">
        <ProjectThumbnail project={project} />
        <span className="absolute right-1.5 bottom-1.5 rounded bg-black/70 px-1 py-0.5 text-xs text-white tabular-nums">{project.duration}</span>
      </div>
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="truncate font-semibold">{project.title}</h2>
          <StatusBadge status={project.status} />
          <VisibilityIcon visibility={project.visibility} />
        </div>
        <p className="line-clamp-1 text-sm text-muted-foreground">{project.description}</p>
        <Meta project={project} />
      </div>
      <div className="flex flex-wrap items-center gap-1">
        <PlayButton project={project} />
        <EditButton project={project} />
        <ProjectActions project={project} variant="icons" {...handlers} />
      </div>
    </article>
  );
}
