/**
 * How other screens hand things to the video editor without importing it:
 * - effects applied on /effects are queued in browser storage; the editor takes them from the queue when it opens
 *   (or at once when it is open in another tab) and puts each on the timeline as an effect item;
 * - a template is opened as /editor?template=<id>&title=...&aspectRatio=...&duration=... (see editorUrlForTemplate);
 * - /editor?upload=1 opens the Upload Media dialog (the dashboard's Upload Media quick action);
 * - a Music Library track is opened as /editor?music=<track id> (see editorUrlForMusic): the editor puts it on the
 *   audio track.
 */
import type { KeyValueStorage } from "@/lib/browser-storage";

export const APPLIED_EFFECTS_STORAGE_KEY = "msx.editor.appliedEffects";
export const APPLIED_EFFECTS_EVENT = "msx:applied-effects";

export interface AppliedEffect {
  id: string;
  name: string;
}

export function readAppliedEffects(storage: KeyValueStorage): AppliedEffect[] {
  try {
    const raw = storage.getItem(APPLIED_EFFECTS_STORAGE_KEY);
    const list: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(list)
      ? list.filter((e): e is AppliedEffect => typeof e?.id === "string" && typeof e?.name === "string")
      : [];
  } catch {
    return [];
  }
}

/** Queues an effect for the editor (once); answers false when it is already waiting. */
export function queueEffect(storage: KeyValueStorage, effect: AppliedEffect): boolean {
  const list = readAppliedEffects(storage);
  if (list.some((e) => e.id === effect.id)) return false;
  storage.setItem(APPLIED_EFFECTS_STORAGE_KEY, JSON.stringify([...list, effect]));
  if (typeof window !== "undefined") window.dispatchEvent(new Event(APPLIED_EFFECTS_EVENT));
  return true;
}

/** The queued effects, taken out of the queue (the editor puts them on its timeline). */
export function takeQueuedEffects(storage: KeyValueStorage): AppliedEffect[] {
  const list = readAppliedEffects(storage);
  if (list.length > 0) storage.removeItem(APPLIED_EFFECTS_STORAGE_KEY);
  return list;
}

/** The editor URL of a template; with its id (`template=`), the editor page checks the plan on the server. */
export function editorUrlForTemplate(t: { id?: string; title: string; aspectRatio: string; duration: string }): string {
  const q = new URLSearchParams({ ...(t.id ? { template: t.id } : {}), title: t.title, aspectRatio: t.aspectRatio, duration: t.duration });
  return `/editor?${q.toString()}`;
}

/** The dashboard's Music Library "Use": the editor adds the track to its audio track, at its real length. */
export function editorUrlForMusic(trackId: string): string {
  return `/editor?${new URLSearchParams({ music: trackId }).toString()}`;
}
