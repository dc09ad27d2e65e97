/**
 * Searching every clip for the AI privacy blur (Apply with nothing selected): which items, the one progress bar
 * over the run, what the note and the screen reader say afterwards, and which clips a lengthening left partly
 * uncovered ("Find again"). Pure and light: the Blur dialog imports it up front; the edits that store what was
 * found are in privacy-blur.ts (loaded on demand).
 */
import { type BlurTrackTarget, isEmptySlot, type ItemBlur, type MediaItem, type ProjectDoc, type Track } from "../model/document";
import { isMediaItem } from "../edits/edit-helpers";

/** Targets this device finds by itself: faces (BlazeFace) and whole people (selfie segmentation). */
export const detectableTargets: readonly BlurTrackTarget[] = ["face", "body"];

/** Seconds of media between two looks at a video (Auto-track): the tracker interpolates in between. */
export const SAMPLE_STEP = 0.15;

export type SkipReason = "hidden" | "unavailable";

export interface SearchPlan {
  /** The video and image items to search, one after another: the main video track's first, then the overlays'. */
  items: MediaItem[];
  /** Items left out, with why: on a hidden track, or their media is not in this browser. */
  skipped: { item: MediaItem; reason: SkipReason }[];
}

const searchOrder: Partial<Record<Track["kind"], number>> = { video: 0, overlay: 1 };

/** Which items an Apply with nothing selected searches: every video and image on the visual tracks. */
export function privacyBlurSearchPlan(doc: ProjectDoc): SearchPlan {
  const plan: SearchPlan = { items: [], skipped: [] };
  const tracks = doc.tracks
    .filter((t) => searchOrder[t.kind] !== undefined)
    .map((track, index) => ({ track, index }))
    .sort((a, b) => searchOrder[a.track.kind]! - searchOrder[b.track.kind]! || a.index - b.index);
  for (const { track } of tracks) {
    for (const item of [...track.items].sort((a, b) => a.start - b.start)) {
      if (!isMediaItem(item) || (item.kind !== "video" && item.kind !== "image")) continue;
      // A template's empty slot has no picture yet: nothing to search, nothing skipped.
      if (isEmptySlot(item)) continue;
      if (track.hidden) plan.skipped.push({ item, reason: "hidden" });
      else if (!doc.assets.find((a) => a.id === item.assetId)?.url) plan.skipped.push({ item, reason: "unavailable" });
      else plan.items.push(item);
    }
  }
  return plan;
}

export interface RunProgress {
  stage: "loading" | "detecting";
  /** 1-based number of the clip being searched. */
  clip: number;
  clips: number;
  /** 0..1 over the whole run. */
  fraction: number;
}

/** The whole run's progress from the clip being searched (0-based `index`) and its own fraction. */
export function runProgress(index: number, clips: number, stage: RunProgress["stage"], fraction: number): RunProgress {
  const n = Math.max(1, clips);
  const own = stage === "loading" ? 0 : Math.max(0, Math.min(1, fraction));
  return { stage, clip: Math.min(n, index + 1), clips: n, fraction: Math.min(1, (Math.min(index, n - 1) + own) / n) };
}

/** What is looked for, in words: "faces", "people", "faces and people". */
export function findingWhat(targets: readonly BlurTrackTarget[]): string {
  const words = detectableTargets.filter((t) => targets.includes(t)).map((t) => (t === "face" ? "faces" : "people"));
  return words.join(" and ");
}

/** The progress line: "Loading face model…" while the first clip loads it, then "Finding faces: clip 2 of 3 · 40%". */
export function runProgressLabel(progress: RunProgress, targets: readonly BlurTrackTarget[]): string {
  if (progress.stage === "loading" && progress.clip === 1) return "Loading face model…";
  return `Finding ${findingWhat(targets)}: clip ${progress.clip} of ${progress.clips} · ${Math.round(progress.fraction * 100)}%`;
}

/** One searched clip's outcome: its new blur, or null when nothing was found in it. */
export interface ClipFinding {
  itemId: string;
  name: string;
  blur: ItemBlur | null;
  counts: Record<BlurTrackTarget, number>;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "2 faces and 1 person" from counts. */
export function foundWords(counts: Record<BlurTrackTarget, number>): string {
  return [counts.face ? count(counts.face, "face", "faces") : "", counts.body ? count(counts.body, "person", "people") : ""].filter(Boolean).join(" and ");
}

export interface RunSummary {
  /** Whether anything was found in any clip. */
  found: boolean;
  /** "2 faces", "1 face and 1 person"; "no face" when nothing. */
  what: string;
  /** "in 2 of 3 clips", or "in clip.webm" when one clip was searched. */
  where: string;
  /** For the note and the screen reader: "Blurring 2 faces in 2 of 3 clips", "Found no face in 3 clips". */
  text: string;
  /** The clips searched in vain while others had finds: " Nothing found in c.webm, so its whole picture is blurred." */
  misses: string;
}

/** What a run found, in words. */
export function runSummary(findings: readonly ClipFinding[], targets: readonly BlurTrackTarget[]): RunSummary {
  const hits = findings.filter((f) => f.blur);
  const total: Record<BlurTrackTarget, number> = { face: 0, body: 0 };
  for (const f of hits) for (const t of detectableTargets) total[t] += f.counts[t];
  const clips = findings.length;
  if (hits.length === 0) {
    const what = targets.includes("face") ? "no face" : "no person";
    const where = clips === 1 ? `in ${findings[0].name}` : `in ${count(clips, "clip", "clips")}`;
    return { found: false, what, where, text: `Found ${what} ${where}`, misses: "" };
  }
  const what = foundWords(total);
  const where = clips === 1 ? `in ${findings[0].name}` : `in ${hits.length} of ${clips} clips`;
  const missed = findings.filter((f) => !f.blur).map((f) => f.name);
  const misses =
    missed.length === 0
      ? ""
      : ` Nothing found in ${missed.length > 1 ? `${missed.slice(0, -1).join(", ")} and ${missed[missed.length - 1]}` : missed[0]}, so ${missed.length > 1 ? "their whole pictures are" : "its whole picture is"} blurred.`;
  return { found: true, what, where, text: `Blurring ${what} ${where}`, misses };
}

// ---- A clip lengthened after Auto-track searched it ----------------------------------------------------------

/**
 * The source spans of a clip its Auto-track blur does not cover because the clip was lengthened (trimmed outward)
 * past the searched span. Empty when covered (a sampling step of slack) or when the blur records no search.
 */
export function unsearchedSpans(item: MediaItem, slack = SAMPLE_STEP): { from: number; to: number }[] {
  const searched = item.blur?.tracks ? item.blur.searched : undefined;
  if (!searched) return [];
  const spans: { from: number; to: number }[] = [];
  if (item.in < searched.from - slack) spans.push({ from: item.in, to: Math.min(item.out, searched.from) });
  if (item.out > searched.to + slack) spans.push({ from: Math.max(item.in, searched.to), to: item.out });
  return spans;
}

/** The items on the timeline whose Auto-track blur misses a lengthened part (what "Find again" searches). */
export function itemsToFindAgain(doc: ProjectDoc): MediaItem[] {
  return privacyBlurSearchPlan(doc).items.filter((item) => unsearchedSpans(item).length > 0);
}

/** The targets an item's privacy blur follows (what "Find again" looks for). */
export function blurTargets(blur: ItemBlur): BlurTrackTarget[] {
  return detectableTargets.filter((t) => blur.tracks?.some((k) => k.target === t));
}
