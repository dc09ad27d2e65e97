"use client";
/** The React side of the preview's prepared sounds: an item's state for its panels, and its sound kept in step with the clock. */

import { useEffect, useSyncExternalStore } from "react";

import type { ItemEq, MediaAsset, MediaItem } from "@/lib/editor/model/document";
import { needsPreparedSound, type PreparedState, preparedSoundKey, preparedState, subscribePrepared } from "@/lib/editor/preview/prepared-state";

/** The item's prepared sound's state; null when it has none. */
export function usePreparedState(itemId: string | undefined): PreparedState | null {
  return useSyncExternalStore(
    subscribePrepared,
    () => (itemId ? preparedState(itemId) : null),
    () => null,
  );
}

let engine: Promise<typeof import("@/lib/editor/preview/preview-sound")> | null = null;
const loadEngine = () => (engine ??= import("@/lib/editor/preview/preview-sound"));

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
