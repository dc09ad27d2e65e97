"use client";

import * as React from "react";

/** Projects the user deleted from My Projects (ids), kept in browser storage. */
const KEY = "msx.projects.deleted";
const EVENT = "msx:projects-deleted";

const subscribe = (listener: () => void) => {
  window.addEventListener(EVENT, listener);
  window.addEventListener("storage", listener);
  return () => {
    window.removeEventListener(EVENT, listener);
    window.removeEventListener("storage", listener);
  };
};
const getSnapshot = () => window.localStorage.getItem(KEY) ?? "[]";
const getServerSnapshot = () => "[]";

function parse(raw: string): string[] {
  try {
    const list: unknown = JSON.parse(raw);
    return Array.isArray(list) ? list.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

export function useDeletedProjectIds(): string[] {
  const raw = React.useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return React.useMemo(() => parse(raw), [raw]);
}

export function deleteProject(id: string): void {
  const list = parse(getSnapshot());
  if (!list.includes(id)) window.localStorage.setItem(KEY, JSON.stringify([...list, id]));
  window.dispatchEvent(new Event(EVENT));
}
