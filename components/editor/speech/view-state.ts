"use client";

import { useSyncExternalStore } from "react";

import type { Interval } from "@/lib/editor/audio/duck";

/**
 * What the speech tools show over other panels without being part of the project: the spans Remove silences would
 * cut (drawn on the timeline until applied or dismissed) and whether the preview shows the safe-area guides. A small
 * external store, so the timeline and the preview read it without the editor store growing a field.
 */
interface SpeechView {
  cuts: readonly Interval[];
  guides: boolean;
}

let state: SpeechView = { cuts: [], guides: false };
const listeners = new Set<() => void>();

function set(next: Partial<SpeechView>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const EMPTY: SpeechView = { cuts: [], guides: false };

export function useSpeechView(): SpeechView {
  return useSyncExternalStore(subscribe, () => state, () => EMPTY);
}

export const showCutPreview = (cuts: readonly Interval[]) => set({ cuts });
export const setSafeGuides = (guides: boolean) => set({ guides });
