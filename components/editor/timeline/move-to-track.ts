import { announceTime } from "@/lib/editor/model/sample-doc";
import type { ProjectDoc } from "@/lib/editor/model/document";
import { moveItem } from "@/lib/editor/edits/index";

import type { EditorStore } from "../editor-store";

/** What a screen reader hears after a move: "Clip moved to Overlay at 00:03" (its track and start in `doc`). */
export function movedMessage(doc: ProjectDoc, itemId: string): string {
  for (const track of doc.tracks) {
    const item = track.items.find((i) => i.id === itemId);
    if (item) return `${item.name} moved to ${track.name} at ${announceTime(item.start)}`;
  }
  return "";
}

/** Moves an item to another track at its own time (or the first gap there that fits), as one undo step, announced. */
export function moveToTrack({ edit, announce }: Pick<EditorStore, "edit" | "announce">, itemId: string, trackId: string): boolean {
  let moved: ProjectDoc | null = null;
  const changed = edit((d) => {
    const item = d.tracks.flatMap((t) => t.items).find((i) => i.id === itemId);
    moved = item ? moveItem(d, { itemId, start: item.start, trackId }) : d;
    return moved;
  });
  if (changed && moved) announce(movedMessage(moved, itemId));
  return changed;
}
