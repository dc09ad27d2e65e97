"use client";

import * as React from "react";

import { createSessionStore, type SessionStore } from "@/lib/session";
import type { User } from "@/lib/user";

export interface AuthContextValue {
  user: User | null;
  /** False until the saved session has been read in the browser. */
  ready: boolean;
  isAuthenticated: boolean;
  login: (user: User) => void;
  logout: () => void;
  updateUser: (fields: Partial<User>) => void;
}

const AuthContext = React.createContext<AuthContextValue | null>(null);

let browserStore: SessionStore | null = null;
function getStore(): SessionStore {
  browserStore ??= createSessionStore(window.localStorage);
  return browserStore;
}

const subscribe = (listener: () => void) => {
  const store = getStore();
  const unsubscribe = store.subscribe(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea === window.localStorage) store.reload();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    unsubscribe();
    window.removeEventListener("storage", onStorage);
  };
};
const getSnapshot = () => getStore().getUser();
const getServerSnapshot = () => null;
const subscribeReady = () => () => {};

export function AuthProvider({ children }: { children: React.ReactNode }) {
  const user = React.useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const ready = React.useSyncExternalStore(subscribeReady, () => true, () => false);

  const value = React.useMemo<AuthContextValue>(
    () => ({
      user,
      ready,
      isAuthenticated: user !== null,
      login: (next) => getStore().login(next),
      logout: () => {
        getStore().logout();
        // Clears the server's owner cookie too (fire and forget).
        void fetch("/api/auth/logout", { method: "POST", credentials: "same-origin", keepalive: true }).catch(() => {});
      },
      updateUser: (fields) => getStore().update(fields),
    }),
    [user, ready],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = React.useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used within an AuthProvider");
  return context;
}
