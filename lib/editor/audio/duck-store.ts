/**
 * The duck curves of the open project (item id → timeline breakpoints), worked out in the background when an
 * item ducks (speech found on the device) and read by the preview's gain and the timeline's waveform drawing.
 * Small on purpose: the editor's first load carries it, the speech engine loads only when something ducks.
 */
import type { DuckPoint } from "./duck";

let curves: ReadonlyMap<string, DuckPoint[]> = new Map();
const listeners = new Set<() => void>();

export function setDuckCurves(next: ReadonlyMap<string, DuckPoint[]>): void {
  curves = next;
  for (const listener of listeners) listener();
}

export const duckCurves = (): ReadonlyMap<string, DuckPoint[]> => curves;

export function subscribeDuckCurves(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
