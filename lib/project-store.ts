/**
 * Projects saved from the video editor, in the browser's IndexedDB (database "msx-studio", store "projects").
 * `toProject` maps a record to the Project type My Projects lists; the IndexedDB helpers only run in the browser.
 * Records are validated with the zod schema of lib/project-schema.ts.
 */
import { formatClock } from "@/lib/editor/time";
import type { Project } from "@/lib/project";

import type { SavedProject } from "./project-schema";

export type { SavedProject } from "./project-schema";

/** The validator loads with the first storage access, keeping zod out of the editor's first load. */
const loadSchema = () => import("./project-schema").then((m) => m.savedProjectSchema);

const DB_NAME = "msx-studio";
const STORE = "projects";
export const SAVED_PROJECTS_EVENT = "msx:saved-projects";


function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
  if (bytes >= 1024 ** 2) return `${Math.round(bytes / 1024 ** 2)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

/** The Project card of My Projects for a saved project. */
export function toProject(record: SavedProject): Project {
  const seconds = record.clips.reduce((sum, c) => sum + (c.duration ?? 0), 0);
  const bytes = record.clips.reduce((sum, c) => sum + (c.size ?? 0), 0);
  const names = record.clips.map((c) => c.name);
  return {
    id: record.id,
    title: record.title,
    description: names.length > 0 ? `${names.length} ${names.length === 1 ? "clip" : "clips"}: ${names.join(", ")}` : "No clips yet",
    thumbnail: record.thumbnail || "/media/thumbs/thumb-1.jpg",
    duration: seconds > 0 ? formatClock(seconds) : record.properties.duration,
    resolution: record.properties.resolution,
    status: "draft",
    visibility: record.visibility,
    createdAt: new Date(record.createdAt).toISOString(),
    updatedAt: new Date(record.updatedAt).toISOString(),
    size: bytes > 0 ? formatBytes(bytes) : "—",
    saved: true,
  };
}

export function newProjectId(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto
    ? `p-${crypto.randomUUID()}`
    : `p-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    if (typeof indexedDB === "undefined") {
      reject(new Error("This browser has no IndexedDB"));
      return;
    }
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(STORE)) request.result.createObjectStore(STORE, { keyPath: "id" });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error("Could not open the project store"));
  });
}

async function run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = action(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error ?? request.error ?? new Error("Project store request failed"));
      tx.onabort = () => reject(tx.error ?? new Error("Project store request aborted"));
    });
  } finally {
    db.close();
  }
}

/** Stores (or replaces) a project; tells listeners on this page. */
export async function saveProject(record: SavedProject): Promise<SavedProject> {
  const parsed = (await loadSchema()).parse(record);
  await run("readwrite", (store) => store.put(parsed));
  if (typeof window !== "undefined") window.dispatchEvent(new Event(SAVED_PROJECTS_EVENT));
  return parsed;
}

export async function getSavedProject(id: string): Promise<SavedProject | null> {
  const [schema, raw] = await Promise.all([loadSchema(), run<unknown>("readonly", (store) => store.get(id))]);
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

export async function listSavedRecords(): Promise<SavedProject[]> {
  const [schema, raw] = await Promise.all([loadSchema(), run<unknown[]>("readonly", (store) => store.getAll())]);
  return raw
    .map((r) => schema.safeParse(r))
    .flatMap((r) => (r.success ? [r.data] : []))
    .sort((a, b) => b.updatedAt - a.updatedAt);
}

/** Saved projects as My Projects lists them, newest first. */
export async function listSavedProjects(): Promise<Project[]> {
  return (await listSavedRecords()).map(toProject);
}

export async function deleteSavedProject(id: string): Promise<void> {
  await run("readwrite", (store) => store.delete(id));
  if (typeof window !== "undefined") window.dispatchEvent(new Event(SAVED_PROJECTS_EVENT));
}
