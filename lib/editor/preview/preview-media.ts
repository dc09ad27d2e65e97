/**
 * Which media elements the preview keeps for its compositor: one per video or image showing on a main or overlay
 * track at the playhead, plus the next item of each track shortly before it starts (so a cut never waits for a
 * file to load). Hidden tracks keep their videos for sound; their pictures are not drawn (framePlan skips them).
 */
import { type MediaAsset, type MediaItem, type ProjectDoc, type Track } from "../model/document";
import { crossfaded, gainAt, visibleItemAt } from "../render/frame-plan";
import { mapSourceTime } from "../model/speed";
import { transitionAt } from "../model/transition-rules";

/** Seconds before an item starts that its element is made and loaded. */
export const PRELOAD_SECONDS = 2;

export interface PreviewSlot {
  trackId: string;
  item: MediaItem;
  asset: MediaAsset & { url: string };
  /** Showing at the playhead (else: loading ahead, paused at its first frame). */
  active: boolean;
  /** Its track is muted. */
  muted: boolean;
  /** Seconds into the source to show now. */
  sourceTime: number;
  /** How loud it plays now (volume, fades, a transition's crossfade); 0 when not showing. */
  gain: number;
}

/**
 * The time whose frame the preview shows: t, except at the very end of the timeline, where it shows the frame that
 * just ended (export never draws t = duration; the preview stopped there should not go black).
 */
export function shownTime(t: number, duration: number): number {
  return t > 0 && t >= duration ? Math.max(0, duration - 1 / 30) : t;
}

/** The item's source time at timeline time t, kept inside its in..out (or, on a track with transitions, its handles' reach). */
export function sourceTimeAt(item: MediaItem, t: number, track?: Track): number {
  const span = track?.transitions ? crossfaded(track, item) : item;
  return Math.max(span.in, Math.min(span.out - 0.001, mapSourceTime(item, t)));
}

function isPicture(item: { kind: string }): item is MediaItem {
  return item.kind === "video" || item.kind === "image";
}

/** The elements to keep at shown time t: each picture track's showing item and its next one within PRELOAD_SECONDS. */
export function previewSlots(doc: ProjectDoc, t: number, lookahead = PRELOAD_SECONDS): PreviewSlot[] {
  const slots: PreviewSlot[] = [];
  const withUrl = (item: MediaItem) => {
    const asset = doc.assets.find((a) => a.id === item.assetId);
    return asset?.url && asset.kind === item.kind ? (asset as MediaAsset & { url: string }) : null;
  };
  for (const track of doc.tracks) {
    if (track.kind !== "video" && track.kind !== "overlay") continue;
    // In a transition both of its clips show: the outgoing one past its end, the incoming one before its start.
    const mix = track.transitions ? transitionAt(track, t) : null;
    const showing = mix ? [mix.from, mix.to] : [visibleItemAt(track, t)];
    // A hidden track is only heard: its images are not needed at all.
    const needed = (item: MediaItem) => !track.hidden || item.kind === "video";
    for (const shown of showing) {
      if (!shown || !isPicture(shown) || !needed(shown)) continue;
      const asset = withUrl(shown);
      const gain = gainAt(crossfaded(track, shown), t);
      if (asset) slots.push({ trackId: track.id, item: shown, asset, active: true, muted: track.muted, sourceTime: sourceTimeAt(shown, t, track), gain });
    }
    const next = track.items.find((item) => item.start > t && item.start - t <= lookahead && !showing.includes(item));
    if (next && isPicture(next) && needed(next)) {
      const asset = withUrl(next);
      // It starts early when a transition leads into it.
      if (asset) slots.push({ trackId: track.id, item: next, asset, active: false, muted: track.muted, sourceTime: sourceTimeAt(next, t, track), gain: 0 });
    }
  }
  return slots;
}

/**
 * Whether a paused video holds the frame of `sourceTime`. Between the playhead's move and the seek that follows it
 * (the element is told after React's commit), a video is ready but still at the old time: drawn then, the new
 * time's titles and privacy regions would sit over the old picture. Within 50 ms counts as there (the preview seeks
 * only when further than 40 ms away); a time past the file's end is where the file stops.
 */
export function onTime(currentTime: number, sourceTime: number, duration: number): boolean {
  const target = Math.max(0, Number.isFinite(duration) ? Math.min(sourceTime, duration) : sourceTime);
  return Math.abs(currentTime - target) <= 0.05;
}

/**
 * Whether a presented video frame (its start time, seconds) is the one a seek to `target` asked for: the frame that
 * shows a time starts at or before it, within a frame of a 10 fps or faster video (a few milliseconds either way:
 * containers round their timestamps).
 */
export function frameNearSeek(mediaTime: number, target: number): boolean {
  return mediaTime - target <= 0.005 && target - mediaTime < 0.1;
}
