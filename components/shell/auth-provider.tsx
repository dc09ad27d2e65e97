"use client";

import * as React from "react";

import { api } from "@/lib/api-request";
import type { AccountUser, User } from "@/lib/account/user";
import { refreshWallet } from "@/lib/wallet/store";

export interface AuthContextValue {
  user: AccountUser | null;
  /** The user comes from the server with the page, so it is known from the first render. */
  ready: boolean;
  isAuthenticated: boolean;
  /** Takes the user the server answered (log-in, sign-up, a claim, a payment...). */
  login: (user: AccountUser) => void;
  /** Revokes the session on the server; the visitor stays signed out until the next log-in. */
  logout: () => Promise<void>;
  /**
   * Saves profile fields on the server (names, e-mail, username, photo, wallet address, ...). Shows them at once
   * and takes the server's answer; answers the server's refusal, if any.
   */
  updateUser: (fields: Partial<AccountUser>) => Promise<string | null>;
  /** Re-reads the account from the server (balances after a purchase, ...). */
  refresh: () => Promise<void>;
}

const AuthContext = React.createContext<AuthContextValue | null>(null);

const profileKeys = ["firstName", "lastName", "email", "username", "profileImageUrl", "phone", "dateOfBirth", "bio", "walletAddress", "preferences"] as const;

export function AuthProvider({ initialUser, children }: { initialUser: AccountUser | null; children: React.ReactNode }) {
  const [user, setUser] = React.useState<AccountUser | null>(initialUser);
  // Only the newest profile save's answer is applied (rapid edits may be answered out of order).
  const latestSave = React.useRef(0);

  // Browser storage no longer holds the user: a copy left by an older version (or edited in devtools) is dropped.
  React.useEffect(() => {
    const legacy = window.localStorage.getItem("msx.user");
    if (legacy === null) return;
    try {
      JSON.parse(legacy);
    } catch (error) {
      console.error("Failed to parse saved user", error);
    }
    window.localStorage.removeItem("msx.user");
  }, []);

  const value = React.useMemo<AuthContextValue>(
    () => ({
      user,
      ready: true,
      isAuthenticated: user !== null,
      login: (next) => {
        setUser(next);
        refreshWallet();
      },
      logout: async () => {
        setUser(null);
        await api("POST", "/api/auth/logout");
      },
      updateUser: async (fields) => {
        const before = user;
        if (!before) return "Not signed in";
        const body: Record<string, unknown> = {};
        for (const key of profileKeys) if (key in fields) body[key] = (fields as Record<string, unknown>)[key];
        const seq = ++latestSave.current;
        setUser((u) =>
          u ? { ...u, ...(body as Partial<User>), preferences: { ...u.preferences, ...((body.preferences as Record<string, boolean>) ?? {}) } } : u,
        );
        const result = await api<{ user: AccountUser }>("PATCH", "/api/me", body);
        if (seq !== latestSave.current) return result.ok ? null : result.message;
        if (!result.ok) {
          setUser(before);
          return result.message;
        }
        setUser(result.user);
        return null;
      },
      refresh: async () => {
        const result = await api<{ user: AccountUser }>("GET", "/api/me");
        if (result.ok) setUser(result.user);
        refreshWallet();
      },
    }),
    [user],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = React.useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used within an AuthProvider");
  return context;
}
