"use client";

import * as React from "react";

import type { Project } from "@/lib/project";
import { createProject, type SavedProject } from "@/lib/project-store";
import { toast } from "@/lib/toast";

/**
 * Projects saved before they moved to the server lived in this browser's IndexedDB (database "msx-studio", store
 * "projects"). My Projects adds any it finds to the account once, then removes them from the browser.
 */
const DB_NAME = "msx-studio";
const STORE = "projects";

function openStore(): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    if (typeof indexedDB === "undefined") return resolve(null);
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(STORE)) request.result.createObjectStore(STORE, { keyPath: "id" });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
  });
}

function run<T>(db: IDBDatabase, mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const tx = db.transaction(STORE, mode);
    const request = action(tx.objectStore(STORE));
    tx.oncomplete = () => resolve(request.result);
    tx.onerror = () => reject(tx.error ?? new Error("IndexedDB request failed"));
  });
}

export function useImportLocalProjects(onImported: (projects: Project[]) => void) {
  const done = React.useRef(onImported);
  React.useEffect(() => {
    done.current = onImported;
  }, [onImported]);

  React.useEffect(() => {
    let cancelled = false;
    void (async () => {
      const db = await openStore();
      if (!db) return;
      try {
        const records = await run<unknown[]>(db, "readonly", (s) => s.getAll());
        const imported: Project[] = [];
        for (const raw of records) {
          if (cancelled) return;
          const record = raw as SavedProject;
          try {
            const stored = await createProject(record);
            await run(db, "readwrite", (s) => s.delete(record.id));
            imported.push(stored.summary);
          } catch {
            // Unreadable or refused: it stays in this browser.
          }
        }
        if (imported.length > 0 && !cancelled) {
          done.current(imported);
          toast({
            title: "Projects added to your account",
            description: `${imported.length} ${imported.length === 1 ? "project" : "projects"} saved in this browser now open anywhere you sign in.`,
          });
        }
      } finally {
        db.close();
      }
    })();
    return () => {
      cancelled = true;
    };
  }, []);
}
