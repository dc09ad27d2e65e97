"use client";

import * as React from "react";

import {
  advanceTickets,
  DEBUG_RESPONSE_MS,
  DEBUG_STORAGE_KEY,
  emptyDebugState,
  readDebugState,
  type DebugState,
} from "@/lib/debug-center";

/** The debug center's tickets and notifications, in localStorage, read with useSyncExternalStore. */
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: DebugState = emptyDebugState;

function snapshot(): DebugState {
  const raw = window.localStorage.getItem(DEBUG_STORAGE_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = readDebugState(window.localStorage);
  }
  return cached;
}

export function updateDebugState(change: (state: DebugState) => DebugState) {
  const next = change(snapshot());
  if (next === cached) return;
  window.localStorage.setItem(DEBUG_STORAGE_KEY, JSON.stringify(next));
  listeners.forEach((l) => l());
}

/** Moves due tickets forward now, and schedules the next one that is still open. */
let timer: ReturnType<typeof setTimeout> | undefined;
function schedule() {
  clearTimeout(timer);
  updateDebugState((s) => advanceTickets(s, new Date()));
  const open = snapshot().tickets.filter((t) => t.status === "open" && !t.response);
  if (open.length === 0) return;
  const nextDue = Math.min(...open.map((t) => Date.parse(t.timestamp) + DEBUG_RESPONSE_MS));
  timer = setTimeout(schedule, Math.max(0, nextDue - Date.now()));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => e.key === DEBUG_STORAGE_KEY && listeners.forEach((l) => l());
  window.addEventListener("storage", onStorage);
  if (listeners.size === 1) setTimeout(schedule, 0);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
    if (listeners.size === 0) clearTimeout(timer);
  };
}

export function scheduleDebugResponses() {
  schedule();
}

export function useDebugState(): { state: DebugState; ready: boolean } {
  const state = React.useSyncExternalStore(subscribe, snapshot, () => emptyDebugState);
  const ready = React.useSyncExternalStore(noopSubscribe, () => true, () => false);
  return { state, ready };
}
const noopSubscribe = () => () => {};
