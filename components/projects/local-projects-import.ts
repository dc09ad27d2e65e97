import type { Project } from "@/lib/projects/project";
import type { SavedProject } from "@/lib/projects/store";

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

/** Adds the projects this browser still holds to the account and removes them here; answers the added ones. */
export async function importLocalProjects(isCancelled: () => boolean): Promise<Project[]> {
  const db = await openStore();
  if (!db) return [];
  const imported: Project[] = [];
  try {
    const records = await run<unknown[]>(db, "readonly", (s) => s.getAll());
    if (records.length === 0) return imported;
    // The project store (and its answer schemas) loads only for a browser that has projects to add: most have none.
    const { createProject } = await import("@/lib/projects/store");
    for (const raw of records) {
      if (isCancelled()) break;
      const record = raw as SavedProject;
      try {
        const stored = await createProject(record);
        if (!stored.ok) continue;
        await run(db, "readwrite", (s) => s.delete(record.id));
        imported.push(stored.project.summary);
      } catch {
        // Unreadable or refused: it stays in this browser.
      }
    }
  } finally {
    db.close();
  }
  return imported;
}
