"use client";

import { useCallback, useEffect, useSyncExternalStore } from "react";

import type { ItemEq, MediaAsset, MediaItem } from "@/lib/editor/model/document";

/**
 * Where each item's prepared sound stands (./preview-sound.ts makes it: a reversed or denoised item's sound, read
 * whole and processed as the export does): "preparing" while it is decoded and processed, "ready" once the preview
 * plays it, "failed" when it cannot be made (the media element's own sound plays then). Small: in the first load.
 */
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
export function usePreparedState(itemId: string | undefined): PreparedState | null {
  const subscribe = useCallback((onChange: () => void) => {
    listeners.add(onChange);
    return () => void listeners.delete(onChange);
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => (itemId ? (states.get(itemId) ?? null) : null),
    () => null,
  );
}

/** Whether the preview plays the item from a prepared sound: a media element cannot play backwards or denoise. */
export const needsPreparedSound = (item: Pick<MediaItem, "reverse" | "denoise">): boolean => Boolean(item.reverse || item.denoise);

/** What a prepared sound is made from: another key means preparing again. */
export function preparedSoundKey(item: MediaItem, url: string): string {
  const retimed = Boolean(item.reverse) || (item.speed ?? 1) !== 1;
  const span = retimed ? `${item.in}|${item.out}|${item.speed ?? 1}|${item.reverse ? 1 : 0}` : "1x";
  return `${item.assetId}|${url}|${item.denoise ? "denoise" : "plain"}|${span}`;
}

let engine: Promise<typeof import("./preview-sound")> | null = null;
const loadEngine = () => (engine ??= import("./preview-sound"));

/**
 * Plays a reversed or denoised item's sound from its prepared buffer in step with the clock (nothing for other
 * items, and nothing loaded for them). Answers the prepared sound's state: while it is not "ready" the item's media
 * element plays its own sound (a reversed one stays silent).
 */
export function usePreparedSound(
  item: MediaItem | null,
  asset: MediaAsset | undefined,
  time: number,
  playing: boolean,
  muted: boolean,
  gain: number,
  eq: ItemEq | null | undefined,
): PreparedState | null {
  const url = asset?.url ?? null;
  const wanted = item && asset && url && needsPreparedSound(item) ? item : null;
  const key = wanted && url ? preparedSoundKey(wanted, url) : null;
  const itemId = wanted?.id;
  const state = usePreparedState(itemId);
  useEffect(() => {
    if (!wanted || !asset || !url || !key) return;
    let live = true;
    void loadEngine().then((m) => {
      if (live) m.syncPrepared(wanted.id, { key, item: wanted, asset, url, time, playing, muted, gain, eq });
    });
    return () => {
      live = false;
    };
  }, [wanted, asset, url, key, time, playing, muted, gain, eq]);
  useEffect(() => {
    if (!itemId) return;
    return () => void loadEngine().then((m) => m.stopPrepared(itemId));
  }, [itemId]);
  return wanted ? state : null;
}
