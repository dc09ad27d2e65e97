import { createDemoUser, parseUser, type User } from "@/lib/user";

export const USER_STORAGE_KEY = "msx.user";
export const SIGNED_OUT_STORAGE_KEY = "msx.signedOut";
export const WELCOME_SEEN_STORAGE_KEY = "msx.welcomeSeen";

/** The slice of the Web Storage API the session needs (localStorage in the browser, a map in tests). */
export type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/**
 * Reads the saved user. A corrupt value is discarded with the console error
 * 'Failed to parse saved user' and null is returned.
 */
export function readSavedUser(storage: KeyValueStorage): User | null {
  const raw = storage.getItem(USER_STORAGE_KEY);
  if (raw === null) return null;
  try {
    return parseUser(JSON.parse(raw));
  } catch (error) {
    console.error("Failed to parse saved user", error);
    storage.removeItem(USER_STORAGE_KEY);
    return null;
  }
}

export interface SessionStore {
  getUser(): User | null;
  login(user: User): void;
  logout(): void;
  update(fields: Partial<User>): void;
  subscribe(listener: () => void): () => void;
  /** Re-reads storage (another tab changed it). */
  reload(): void;
}

/**
 * The session: the user lives in browser storage. When no saved user exists a demo user is
 * created and saved, unless the visitor logged out on purpose (then the guard sends them to /login).
 */
export function createSessionStore(storage: KeyValueStorage, now: () => Date = () => new Date()): SessionStore {
  const listeners = new Set<() => void>();
  let user: User | null = null;

  const load = () => {
    user = readSavedUser(storage);
    if (!user && storage.getItem(SIGNED_OUT_STORAGE_KEY) === null) {
      user = createDemoUser(now());
      storage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    }
  };
  const emit = () => listeners.forEach((l) => l());
  const save = (next: User | null) => {
    user = next;
    if (next) {
      storage.setItem(USER_STORAGE_KEY, JSON.stringify(next));
      storage.removeItem(SIGNED_OUT_STORAGE_KEY);
    } else {
      storage.removeItem(USER_STORAGE_KEY);
      storage.setItem(SIGNED_OUT_STORAGE_KEY, "1");
    }
    emit();
  };

  load();

  return {
    getUser: () => user,
    login: (next) => save(next),
    logout: () => save(null),
    update: (fields) => {
      if (!user) return;
      save({ ...user, ...fields, id: user.id, updatedAt: now().toISOString() });
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reload: () => {
      load();
      emit();
    },
  };
}
