/**
 * The Music Library track behind /editor?music=<id>, as a media asset at its real length (read from the file by
 * `probe`). Loaded on demand with the library's list. Answers null for an unknown id.
 */
import { musicTracks } from "@/lib/catalog/music";

import type { MediaAsset } from "../model/document";

export async function libraryMusicAsset(
  musicId: string,
  id: string,
  probe: (url: string) => Promise<number | null>,
): Promise<MediaAsset | null> {
  const track = musicTracks.find((t) => t.id === musicId);
  if (!track) return null;
  const duration = await probe(track.url).catch(() => null);
  return {
    id,
    name: track.title,
    mime: "audio/webm",
    kind: "audio",
    duration: duration !== null && Number.isFinite(duration) && duration > 0 ? duration : null,
    source: "library",
    url: track.url,
  };
}
