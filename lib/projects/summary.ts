/** A saved project's card in My Projects (the Project type), from the editor's record. Pure: browser and server. */
import { docDuration, type MediaItem } from "@/lib/editor/model/document";
import { formatClock } from "@/lib/editor/timeline/time";
import { formatBytes } from "@/lib/format";
import type { Project } from "@/lib/projects/project";
import type { SavedProject } from "@/lib/projects/saved-project";

/** The document's media items (its clips) in timeline order. */
function mediaItems(record: SavedProject): MediaItem[] {
  const items: MediaItem[] = [];
  for (const track of record.doc.tracks) for (const item of track.items) if (item.kind === "video" || item.kind === "image" || item.kind === "audio") items.push(item);
  return items.sort((a, b) => a.start - b.start);
}

/** The Project card of My Projects for a saved project. */
export function toProject(record: SavedProject): Project {
  const { settings, assets } = record.doc;
  const items = mediaItems(record);
  const seconds = docDuration(record.doc);
  const bytes = items.reduce((sum, item) => sum + (assets.find((a) => a.id === item.assetId)?.size ?? 0), 0);
  const names = items.map((c) => c.name);
  return {
    id: record.id,
    title: settings.title,
    description: names.length > 0 ? `${names.length} ${names.length === 1 ? "clip" : "clips"}: ${names.join(", ")}` : "No clips yet",
    thumbnail: record.thumbnail || "/media/thumbs/thumb-1.jpg",
    duration: seconds > 0 ? formatClock(seconds) : settings.durationText,
    resolution: settings.resolution,
    status: "draft",
    visibility: settings.visibility,
    createdAt: new Date(record.createdAt).toISOString(),
    updatedAt: new Date(record.updatedAt).toISOString(),
    size: bytes > 0 ? formatBytes(bytes) : "—",
    saved: true,
  };
}
