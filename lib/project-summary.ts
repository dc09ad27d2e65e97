/** A saved project's card in My Projects (the Project type), from the editor's record. Pure: browser and server. */
import { formatClock } from "@/lib/editor/time";
import type { Project } from "@/lib/project";
import type { SavedProject } from "@/lib/project-schema";

function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
  if (bytes >= 1024 ** 2) return `${Math.round(bytes / 1024 ** 2)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

/** The Project card of My Projects for a saved project. */
export function toProject(record: SavedProject): Project {
  const seconds = record.clips.reduce((sum, c) => sum + (c.duration ?? 0), 0);
  const bytes = record.clips.reduce((sum, c) => sum + (c.size ?? 0), 0);
  const names = record.clips.map((c) => c.name);
  return {
    id: record.id,
    title: record.title,
    description: names.length > 0 ? `${names.length} ${names.length === 1 ? "clip" : "clips"}: ${names.join(", ")}` : "No clips yet",
    thumbnail: record.thumbnail || "/media/thumbs/thumb-1.jpg",
    duration: seconds > 0 ? formatClock(seconds) : record.properties.duration,
    resolution: record.properties.resolution,
    status: "draft",
    visibility: record.visibility,
    createdAt: new Date(record.createdAt).toISOString(),
    updatedAt: new Date(record.updatedAt).toISOString(),
    size: bytes > 0 ? formatBytes(bytes) : "—",
    saved: true,
  };
}
