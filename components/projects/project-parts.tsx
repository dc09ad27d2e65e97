"use client";

import { Download, Edit3, Globe, Lock, MoreHorizontal, Play, Share2, Trash2 } from "lucide-react";
import Link from "next/link";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { sampleMedia } from "@/lib/sample-media";
import { editorUrlForProject, type Project } from "@/lib/projects/project";
import { recordShare } from "@/lib/projects/card-actions";
import { statusLabel, statusTone } from "@/lib/projects/filters";
import { toast } from "@/lib/toast";
import { refreshWallet } from "@/lib/wallet/store";
import { cn } from "@/lib/utils";
import { formatCount, formatShortDate } from "@/lib/format";

const toneClass = {
  green: "border-transparent bg-emerald-500/20 text-emerald-300",
  yellow: "border-transparent bg-yellow-500/20 text-yellow-200",
  blue: "border-transparent bg-blue-500/20 text-blue-300",
  gray: "border-transparent bg-zinc-500/25 text-zinc-200",
} as const;

export function StatusBadge({ status, className }: { status: string; className?: string }) {
  const tone = statusTone(status);
  return (
    <Badge className={cn(toneClass[tone], className)} data-tone={tone}>
      {statusLabel(status)}
    </Badge>
  );
}

export function VisibilityIcon({ visibility }: { visibility: Project["visibility"] }) {
  const Icon = visibility === "public" ? Globe : Lock;
  const label = visibility === "public" ? "Public" : "Private";
  return (
    <span className="inline-flex items-center" title={label}>
      <Icon className="size-4" aria-hidden />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export function formatUpdated(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "Unknown";
  return formatShortDate(date);
}

export function formatViews(views: number): string {
  return `${formatCount(views)} ${views === 1 ? "view" : "views"}`;
}

/**
 * `first`: the top of the list, in view on load: fetched at once (the largest paint), not lazily, and decoded with
 * the frame that first shows it (a few kB); decoded apart, it was painted a frame later, after a busy main thread.
 */
export function ProjectThumbnail({ project, className, first = false }: { project: Project; className?: string; first?: boolean }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- sample thumbnails and editor frames, already small
    <img
      src={project.thumbnail}
      alt=""
      loading={first ? "eager" : "lazy"}
      fetchPriority={first ? "high" : "auto"}
      decoding={first ? "sync" : "async"}
      className={cn("size-full object-cover", className)}
    />
  );
}

export function PlayButton({ project, className }: { project: Project; className?: string }) {
  return (
    <Button size="icon" variant="secondary" className={className} asChild>
      <Link href={editorUrlForProject(project.id)} aria-label={`Play ${project.title}`}>
        <Play aria-hidden />
      </Link>
    </Button>
  );
}

export function EditButton({ project, withText = false }: { project: Project; withText?: boolean }) {
  return (
    <Button size={withText ? "sm" : "icon"} variant="outline" asChild>
      <Link href={editorUrlForProject(project.id)} aria-label={withText ? undefined : `Edit ${project.title}`}>
        <Edit3 aria-hidden />
        {withText ? "Edit" : null}
      </Link>
    </Button>
  );
}

async function share(project: Project) {
  const url = new URL(editorUrlForProject(project.id), window.location.origin).toString();
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: "Link Copied", description: `A link to "${project.title}" is on your clipboard.` });
    // The server counts shares of saved projects for the daily share challenge; a sample's share is not counted.
    if (!/^\d+$/.test(project.id)) void recordShare(project.id).then((shared) => (shared ? refreshWallet() : undefined));
  } catch {
    toast({ title: "Share Failed", description: "Your browser did not allow copying the link.", variant: "destructive" });
  }
}

/** What the list does with a project (on the server): delete it, or switch a saved project's visibility. */
export interface ProjectHandlers {
  onDelete: (project: Project) => void;
  onVisibility: (project: Project, visibility: Project["visibility"]) => void;
}

const fileName = (project: Project) => `${project.title.replace(/[^\w-]+/g, "-").replace(/^-|-$/g, "").toLowerCase() || "project"}.mp4`;

/** Share, Download and Delete, as icon buttons (list rows) or as the grid card's More menu. */
export function ProjectActions({ project, variant, onDelete, onVisibility }: { project: Project; variant: "icons" | "menu" } & ProjectHandlers) {
  const other = project.visibility === "public" ? "private" : "public";
  const OtherIcon = other === "public" ? Globe : Lock;
  const otherLabel = other === "public" ? "Make Public" : "Make Private";
  if (variant === "icons") {
    return (
      <>
        <Button size="icon" variant="ghost" aria-label={`Share ${project.title}`} onClick={() => void share(project)}>
          <Share2 aria-hidden />
        </Button>
        <Button size="icon" variant="ghost" asChild>
          <a href={sampleMedia.clipMp4} download={fileName(project)} aria-label={`Download ${project.title}`}>
            <Download aria-hidden />
          </a>
        </Button>
        {project.saved ? (
          <Button size="icon" variant="ghost" aria-label={`${otherLabel}: ${project.title}`} title={otherLabel} onClick={() => onVisibility(project, other)}>
            <OtherIcon aria-hidden />
          </Button>
        ) : null}
        <Button size="icon" variant="ghost" className="text-destructive hover:text-destructive" aria-label={`Delete ${project.title}`} onClick={() => onDelete(project)}>
          <Trash2 aria-hidden />
        </Button>
      </>
    );
  }
  const item = "flex w-full items-center gap-2 rounded-sm px-2 py-1.5 text-left text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none";
  return (
    <details className="group relative">
      <summary
        className="flex size-9 cursor-pointer list-none items-center justify-center rounded-md hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none [&::-webkit-details-marker]:hidden"
        aria-label={`More actions for ${project.title}`}
      >
        <MoreHorizontal className="size-4" aria-hidden />
      </summary>
      <div className="absolute right-0 bottom-full z-20 mb-1 grid w-40 gap-0.5 rounded-md border border-border bg-popover p-1 shadow-md">
        <button type="button" className={item} onClick={() => void share(project)}>
          <Share2 className="size-4" aria-hidden />
          Share
        </button>
        <a className={item} href={sampleMedia.clipMp4} download={fileName(project)}>
          <Download className="size-4" aria-hidden />
          Download
        </a>
        {project.saved ? (
          <button type="button" className={item} onClick={() => onVisibility(project, other)}>
            <OtherIcon className="size-4" aria-hidden />
            {otherLabel}
          </button>
        ) : null}
        <button type="button" className={cn(item, "text-destructive")} onClick={() => onDelete(project)}>
          <Trash2 className="size-4" aria-hidden />
          Delete
        </button>
      </div>
    </details>
  );
}
