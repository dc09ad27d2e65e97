/**
 * Level meters' ballistics, shared by the preview's stereo meters and the voiceover's microphone meter: a meter shows
 * a peak at once and falls back from it at a steady rate, so a short sound (a plosive, a click) stays readable for
 * a moment instead of flickering for one frame.
 */
import { toDb } from "./loudness";

/** The bottom of the scale: quieter is shown as silence. */
export const METER_FLOOR_DB = -60;
/** How fast a shown peak falls back, in dB a second. */
export const METER_FALL_DB_PER_S = 24;

/** The level to show now: the new peak (linear), or the level shown `elapsedMs` ago fallen back, whichever is higher. */
export function meterLevel(shownDb: number, peak: number, elapsedMs: number): number {
  const fallen = shownDb - (Math.max(0, elapsedMs) / 1000) * METER_FALL_DB_PER_S;
  return Math.max(METER_FLOOR_DB, toDb(peak), fallen);
}

/** A level in dBFS as a 0–100 fill of the meter. */
export function meterFill(db: number): number {
  return Math.round(Math.max(0, Math.min(1, (db - METER_FLOOR_DB) / -METER_FLOOR_DB)) * 100);
}
