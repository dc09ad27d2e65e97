/**
 * The preview's playback resolution, chosen as it plays ("Auto", as desktop editors do): while the frames the
 * preview draws skip timeline frames, it draws at a lower resolution; after a run of frames without a skip it tries
 * the next higher one again, waiting twice as long after each try that failed. A paused preview and the export always
 * draw at full resolution. Pure: the preview feeds it what it drew.
 */

/** The canvas's share of its full size, per level. */
export const PLAYBACK_SCALES = [1, 0.75, 0.5] as const;

/** This many skipped frames within the last WINDOW drawn ones step the resolution down. */
const SKIPS_TO_STEP_DOWN = 3;
const WINDOW = 20;
/** Drawn frames without a skip before a step up is tried (doubled after each try that stepped down again). */
const FIRST_WAIT = 90;
const LONGEST_WAIT = 1440;

export interface PlaybackQuality {
  /** Index into PLAYBACK_SCALES. */
  level: number;
  /** Skipped frames before each of the last drawn frames (at most WINDOW). */
  recent: number[];
  /** Drawn frames without a skip in a row. */
  clean: number;
  /** Clean frames needed before the next step up. */
  wait: number;
  /** Whether the last change was a step up (a step down right after it doubles the wait). */
  tried: boolean;
}

export const FULL_QUALITY: PlaybackQuality = { level: 0, recent: [], clean: 0, wait: FIRST_WAIT, tried: false };

export const playbackScale = (q: PlaybackQuality): number => PLAYBACK_SCALES[q.level];

/** The quality after one more frame was drawn while playing, `skipped` timeline frames after the one before it. */
export function afterFrame(q: PlaybackQuality, skipped: number): PlaybackQuality {
  const recent = [...q.recent, Math.max(0, skipped)].slice(-WINDOW);
  const clean = skipped > 0 ? 0 : q.clean + 1;
  if (recent.reduce((a, b) => a + b, 0) >= SKIPS_TO_STEP_DOWN && q.level < PLAYBACK_SCALES.length - 1) {
    return { level: q.level + 1, recent: [], clean: 0, wait: q.tried ? Math.min(LONGEST_WAIT, q.wait * 2) : q.wait, tried: false };
  }
  if (q.level > 0 && clean >= q.wait) return { level: q.level - 1, recent: [], clean: 0, wait: q.wait, tried: true };
  return { ...q, recent, clean, tried: q.tried && clean < WINDOW };
}
