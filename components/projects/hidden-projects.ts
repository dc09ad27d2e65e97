"use client";

import * as React from "react";

import { useStoredItem } from "@/components/shell/use-stored-item";

/** Projects the user deleted from My Projects (ids), kept in browser storage. */
const KEY = "msx.projects.deleted";
const EVENT = "msx:projects-deleted";

function parse(raw: string): string[] {
  try {
    const list: unknown = JSON.parse(raw);
    return Array.isArray(list) ? list.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

export function useDeletedProjectIds(): string[] {
  const raw = useStoredItem(KEY, EVENT);
  return React.useMemo(() => parse(raw ?? "[]"), [raw]);
}

export function deleteProject(id: string): void {
  const list = parse(window.localStorage.getItem(KEY) ?? "[]");
  if (!list.includes(id)) window.localStorage.setItem(KEY, JSON.stringify([...list, id]));
  window.dispatchEvent(new Event(EVENT));
}
