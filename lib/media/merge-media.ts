/** Merge media: uploaded files, the merge queue and its progress. */

import { formatClock } from "@/lib/format";

export const MERGE_STEP_MS = 300;
export const MERGE_STEP_PERCENT = 10;
export const MIN_MERGE_FILES = 2;
export const IMAGE_TO_VIDEO_MS = 5000;
/** Shown until a video's real duration has loaded. */
export const DURATION_PLACEHOLDER = "0:30";

export interface UploadedFile {
  id: string;
  name: string;
  type: "image" | "video";
  /** Size in MB, one decimal, e.g. "2.4". */
  size: string;
  /** Video duration as m:ss; null for images. */
  duration: string | null;
  thumbnail: string | null;
  url: string;
}

/** The kind of a picked file, or null when the merge page does not take it. */
export function mediaKind(mime: string): "image" | "video" | null {
  if (mime.startsWith("image/")) return "image";
  if (mime.startsWith("video/")) return "video";
  return null;
}

export function formatSizeMb(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(1);
}

export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return DURATION_PLACEHOLDER;
  return formatClock(seconds);
}

/** Adds a file to the queue unless it is already there (same array back then). */
export function addToQueue(queue: readonly string[], id: string): string[] {
  return queue.includes(id) ? (queue as string[]) : [...queue, id];
}

export function removeFromQueue(queue: readonly string[], id: string): string[] {
  return queue.filter((q) => q !== id);
}

export function canStartMerge(queue: readonly string[]): boolean {
  return queue.length >= MIN_MERGE_FILES;
}

/** The next progress value: +10 % a step, capped at 100. */
export function nextProgress(progress: number): number {
  return Math.min(100, progress + MERGE_STEP_PERCENT);
}
