"use client";

import { useEffect, useRef } from "react";

import type { MediaAsset } from "@/lib/editor/model/document";
import { toast } from "@/lib/toast";
import { probeDuration } from "@/lib/media/probe-duration";


/**
 * /editor?music=<id> (the dashboard Music Library's "Use"): once the editor has its project, the track goes onto
 * the audio track with its real length, and the parameter leaves the address so a reload does not add it again.
 * The library's list loads only then.
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
    void import("@/lib/editor/media/library-music")
      .then((m) => m.libraryMusicAsset(musicId, newId(), (src) => probeDuration(src, "audio")))
      .then((asset) => {
        if (!asset) {
          toast({ title: "Track not found", description: "That Music Library track is not available.", variant: "destructive" });
          return;
        }
        place([asset]);
        toast({ title: "Music added", description: `${asset.name} is on the audio track.` });
      });
  }, [musicId, ready, place, newId]);
}
