"use client";

import { useEffect, useState } from "react";

import { docDuration, type ProjectDoc } from "@/lib/editor/model/document";
import { PlaybackClock } from "@/lib/editor/preview/playback";

/**
 * The editor's one playback time (playhead, preview, keys). Its length follows the document: when the timeline
 * gets shorter than the playhead, the playhead moves to the new end.
 */
export function usePlaybackClock(doc: ProjectDoc): PlaybackClock {
  const [clock] = useState(() => {
    const initialDuration = docDuration(doc);
    return new PlaybackClock(() => initialDuration);
  });
  useEffect(() => {
    const duration = docDuration(doc);
    clock.setDurationSource(() => duration);
    if (clock.time > duration) clock.seek(duration);
  }, [doc, clock]);
  useEffect(() => () => clock.dispose(), [clock]);
  return clock;
}
