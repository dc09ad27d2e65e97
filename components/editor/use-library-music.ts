"use client";

import { useEffect, useRef } from "react";

import type { MediaAsset } from "@/lib/editor/document";
import { toast } from "@/lib/toast";

import { probeDuration } from "./frame-capture";

/**
 * /editor?music=<id> (the dashboard Music Library's "Use"): once the editor has its project, the track goes onto
 * the audio track with its real length (read from the file), and the parameter leaves the address so a reload does
 * not add it again. The library's list loads only then.
 */
export function useLibraryMusic(
  musicId: string | null,
  ready: boolean,
  place: (assets: MediaAsset[]) => void,
  newId: () => string,
): void {
  const doneRef = useRef(false);
  useEffect(() => {
    if (!musicId || !ready || doneRef.current) return;
    doneRef.current = true;
    const url = new URL(window.location.href);
    url.searchParams.delete("music");
    window.history.replaceState(window.history.state, "", url);
    void import("@/fixtures/dashboard").then(async ({ musicTracks }) => {
      const track = musicTracks.find((t) => t.id === musicId);
      if (!track) {
        toast({ title: "Track not found", description: "That Music Library track is not available.", variant: "destructive" });
        return;
      }
      const duration = await probeDuration(track.url, "audio").catch(() => null);
      place([
        {
          id: newId(),
          name: track.title,
          mime: "audio/webm",
          kind: "audio",
          duration: duration !== null && Number.isFinite(duration) && duration > 0 ? duration : null,
          source: "library",
          url: track.url,
        },
      ]);
      toast({ title: "Music added", description: `${track.title} is on the audio track.` });
    });
  }, [musicId, ready, place, newId]);
}
