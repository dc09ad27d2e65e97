/**
 * Where each item's prepared sound stands (./preview-sound.ts makes it: a reversed or denoised item's sound, read
 * whole and processed as the export does): "preparing" while it is decoded and processed, "ready" once the preview
 * plays it, "failed" when it cannot be made (the media element's own sound plays then). Small: in the first load.
 */
import type { MediaItem } from "../model/document";

export type PreparedState = "preparing" | "ready" | "failed";

const states = new Map<string, PreparedState>();
const listeners = new Set<() => void>();

export function setPreparedState(itemId: string, state: PreparedState | null): void {
  if ((states.get(itemId) ?? null) === state) return;
  if (state) states.set(itemId, state);
  else states.delete(itemId);
  for (const listener of listeners) listener();
}

/** The item's prepared sound's state; null when it has none. */
export const preparedState = (itemId: string): PreparedState | null => states.get(itemId) ?? null;

/** Calls `onChange` whenever a prepared sound's state changes; answers the unsubscribe. */
export function subscribePrepared(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => void listeners.delete(onChange);
}

/** Whether the preview plays the item from a prepared sound: a media element cannot play backwards or denoise. */
export const needsPreparedSound = (item: Pick<MediaItem, "reverse" | "denoise">): boolean => Boolean(item.reverse || item.denoise);

/** What a prepared sound is made from: another key means preparing again. */
export function preparedSoundKey(item: MediaItem, url: string): string {
  const retimed = Boolean(item.reverse) || (item.speed ?? 1) !== 1;
  const span = retimed ? `${item.in}|${item.out}|${item.speed ?? 1}|${item.reverse ? 1 : 0}` : "1x";
  return `${item.assetId}|${url}|${item.denoise ? "denoise" : "plain"}|${span}`;
}
