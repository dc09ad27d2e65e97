/**
 * Local files (Open local file, a drop on the preview or timeline) kept in the browser's own storage, so a saved
 * project reopens with its media after a reload in the same browser. Each file is stored under its asset's
 * `localId`: in the origin-private file system (OPFS, folder "msx-media") where the browser has it, else in
 * IndexedDB. On load, `resolve(localId)` gives an object URL for the stored file (one per id while the page lives).
 *
 * Loaded on demand: nothing here is in the editor's first load.
 */

/** Where the bytes go: OPFS or IndexedDB in the browser, a Map in tests. */
export interface MediaBlobStorage {
  put(id: string, blob: Blob): Promise<void>;
  /** null when nothing is stored under id. */
  get(id: string): Promise<Blob | null>;
  delete(id: string): Promise<void>;
}

export const MEDIA_DIRECTORY = "msx-media";
const IDB_NAME = "msx-local-media";
const IDB_STORE = "files";

/** OPFS names allow only some characters; ids are UUIDs, but keep any id safe. */
export function storageName(id: string): string {
  return id.replace(/[^A-Za-z0-9_-]/g, "_");
}

/** True for the errors a full disk or an exceeded origin quota throws (DOMException QuotaExceededError and kin). */
export function isQuotaError(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === "QuotaExceededError" || name === "NS_ERROR_DOM_QUOTA_REACHED" || code === 22 || code === 1014;
}

/** What the user reads when a file could not be kept. */
export function keepFailureMessage(fileName: string, error: unknown): string {
  return isQuotaError(error)
    ? `${fileName} plays now, but this browser's storage is full, so it will be missing after a reload. Free some space (remove old projects or site data) and add it again.`
    : `${fileName} plays now, but this browser would not store it, so it will be missing after a reload.`;
}

export function opfsStorage(root: () => Promise<FileSystemDirectoryHandle>): MediaBlobStorage {
  const dir = async () => (await root()).getDirectoryHandle(MEDIA_DIRECTORY, { create: true });
  return {
    async put(id, blob) {
      const handle = await (await dir()).getFileHandle(storageName(id), { create: true });
      const writable = await handle.createWritable();
      try {
        await writable.write(blob);
        await writable.close();
      } catch (error) {
        await writable.abort().catch(() => undefined);
        await (await dir()).removeEntry(storageName(id)).catch(() => undefined);
        throw error;
      }
    },
    async get(id) {
      try {
        return await (await (await dir()).getFileHandle(storageName(id))).getFile();
      } catch {
        return null;
      }
    },
    async delete(id) {
      await (await dir()).removeEntry(storageName(id)).catch(() => undefined);
    },
  };
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

export function indexedDbStorage(factory: IDBFactory): MediaBlobStorage {
  let db: Promise<IDBDatabase> | null = null;
  const open = () => {
    db ??= new Promise<IDBDatabase>((resolve, reject) => {
      const req = factory.open(IDB_NAME, 1);
      req.onupgradeneeded = () => req.result.createObjectStore(IDB_STORE);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    return db;
  };
  const run = async <T>(mode: IDBTransactionMode, fn: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> => {
    const tx = (await open()).transaction(IDB_STORE, mode);
    const result = await request(fn(tx.objectStore(IDB_STORE)));
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
    return result;
  };
  return {
    async put(id, blob) {
      await run("readwrite", (s) => s.put(blob, id));
    },
    async get(id) {
      const value: unknown = await run("readonly", (s) => s.get(id));
      return value instanceof Blob ? value : null;
    },
    async delete(id) {
      await run("readwrite", (s) => s.delete(id));
    },
  };
}

/** OPFS when this browser can write files there from the page, else IndexedDB; null without either. */
export function browserMediaStorage(): MediaBlobStorage | null {
  if (typeof navigator !== "undefined" && navigator.storage?.getDirectory && typeof FileSystemFileHandle !== "undefined") {
    if ("createWritable" in FileSystemFileHandle.prototype) return opfsStorage(() => navigator.storage.getDirectory());
  }
  return typeof indexedDB !== "undefined" ? indexedDbStorage(indexedDB) : null;
}

export class LocalMediaStore {
  private readonly urls = new Map<string, Promise<string | null>>();

  constructor(
    private readonly storage: MediaBlobStorage,
    private readonly createUrl: (blob: Blob) => string = (blob) => URL.createObjectURL(blob),
  ) {}

  /** Keeps a file under `localId`; `url` is the object URL the page already plays it from (reused by resolve). */
  async keep(localId: string, file: Blob, url?: string): Promise<void> {
    if (url) this.urls.set(localId, Promise.resolve(url));
    await this.storage.put(localId, file);
  }

  /** An object URL of the stored file, made once per id; null when this browser does not have it. */
  resolve(localId: string): Promise<string | null> {
    let url = this.urls.get(localId);
    if (!url) {
      url = this.storage.get(localId).then(
        (blob) => (blob ? this.createUrl(blob) : null),
        () => null,
      );
      this.urls.set(localId, url);
      // A miss is not remembered: the file may be stored later (another tab).
      void url.then((u) => {
        if (u === null) this.urls.delete(localId);
      });
    }
    return url;
  }

  async forget(localId: string): Promise<void> {
    this.urls.delete(localId);
    await this.storage.delete(localId);
  }
}

let shared: LocalMediaStore | null | undefined;

/** The page's one store (null where the browser has neither OPFS nor IndexedDB). */
export function localMediaStore(): LocalMediaStore | null {
  if (shared === undefined) {
    const storage = browserMediaStorage();
    shared = storage ? new LocalMediaStore(storage) : null;
  }
  return shared;
}

/**
 * Keeps newly added files one by one; `notify` is told (title, message) of each that could not be kept, or once
 * when this browser has no storage at all. The files still play from their object URLs for this visit.
 */
export async function keepFiles(
  store: LocalMediaStore | null,
  files: readonly { localId: string; file: File; url: string }[],
  notify: (title: string, message: string) => void,
): Promise<void> {
  if (files.length === 0) return;
  if (!store) {
    notify("Not kept in this browser", "This browser has no storage for files, so local media will be missing after a reload.");
    return;
  }
  for (const { localId, file, url } of files) {
    try {
      await store.keep(localId, file, url);
    } catch (error) {
      notify("Not kept in this browser", keepFailureMessage(file.name, error));
    }
  }
}
