import { afterEach, describe, expect, it, vi } from "vitest";

import { createSessionStore, readSavedUser, SIGNED_OUT_STORAGE_KEY, USER_STORAGE_KEY, type KeyValueStorage } from "@/lib/session";
import { createDemoUser, createUser, DEMO_USER_ID } from "@/lib/user";

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const fixedNow = () => new Date("2026-01-02T03:04:05.000Z");

afterEach(() => vi.restoreAllMocks());

describe("session store", () => {
  it("creates and saves the demo user when none exists", () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage, fixedNow);
    const user = store.getUser();
    expect(user).toMatchObject({
      id: DEMO_USER_ID,
      tokenBalance: "150.50",
      totalEarnings: "75.50",
      subscriptionPlan: "pro",
      walletAddress: null,
      createdAt: "2026-01-02T03:04:05.000Z",
    });
    expect(JSON.parse(storage.data.get(USER_STORAGE_KEY)!)).toEqual(user);
  });

  it("keeps a valid saved user", () => {
    const saved = createUser({ email: "ada@example.com", firstName: "Ada" });
    const store = createSessionStore(memoryStorage({ [USER_STORAGE_KEY]: JSON.stringify(saved) }));
    expect(store.getUser()).toEqual(saved);
  });

  it("discards a corrupt saved user with the console error and starts a demo session", () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const storage = memoryStorage({ [USER_STORAGE_KEY]: "{oops" });
    const store = createSessionStore(storage, fixedNow);
    expect(spy).toHaveBeenCalledWith("Failed to parse saved user", expect.any(SyntaxError));
    expect(store.getUser()?.id).toBe(DEMO_USER_ID);
  });

  it("discards a saved value of the wrong shape", () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const storage = memoryStorage({ [USER_STORAGE_KEY]: JSON.stringify({ id: 5 }) });
    expect(readSavedUser(storage)).toBeNull();
    expect(spy).toHaveBeenCalledWith("Failed to parse saved user", expect.any(TypeError));
    expect(storage.data.has(USER_STORAGE_KEY)).toBe(false);
  });

  it("update merges fields, keeps the id and saves", () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage, fixedNow);
    const listener = vi.fn();
    store.subscribe(listener);
    store.update({ firstName: "Grace", tokenBalance: "10.00", id: "hijack" });
    expect(store.getUser()).toMatchObject({ id: DEMO_USER_ID, firstName: "Grace", lastName: "Creator", tokenBalance: "10.00" });
    expect(JSON.parse(storage.data.get(USER_STORAGE_KEY)!).firstName).toBe("Grace");
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("login stores the user; logout clears it and no demo user comes back", () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    const next = createUser({ email: "lin@example.com" });
    store.login(next);
    expect(JSON.parse(storage.data.get(USER_STORAGE_KEY)!)).toEqual(next);
    store.logout();
    expect(store.getUser()).toBeNull();
    expect(storage.data.has(USER_STORAGE_KEY)).toBe(false);
    expect(storage.data.get(SIGNED_OUT_STORAGE_KEY)).toBe("1");
    // A fresh page load after logging out stays signed out.
    expect(createSessionStore(storage).getUser()).toBeNull();
    store.login(createDemoUser());
    expect(storage.data.has(SIGNED_OUT_STORAGE_KEY)).toBe(false);
  });

  it("update does nothing without a user", () => {
    const storage = memoryStorage({ [SIGNED_OUT_STORAGE_KEY]: "1" });
    const store = createSessionStore(storage);
    store.update({ firstName: "X" });
    expect(store.getUser()).toBeNull();
  });
});
