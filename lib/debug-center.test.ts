import { describe, expect, it } from "vitest";

import {
  advanceTickets,
  countByStatus,
  createTicket,
  DEBUG_STORAGE_KEY,
  defaultDraft,
  emptyDebugState,
  isDraftComplete,
  markNotificationRead,
  readDebugState,
  resolveTicket,
} from "@/lib/debug-center";

const t0 = new Date("2026-01-01T10:00:00.000Z");
const draft = { ...defaultDraft, title: " Export fails ", description: "The export button spins forever", priority: "high" as const };

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe("debug tickets", () => {
  it("requires a title and a description", () => {
    expect(isDraftComplete(defaultDraft)).toBe(false);
    expect(isDraftComplete({ title: "x", description: "  " })).toBe(false);
    expect(isDraftComplete(draft)).toBe(true);
    expect(defaultDraft).toMatchObject({ priority: "medium", platform: "both" });
  });

  it("starts open and moves to in-progress with a response and a notification after 3 s", () => {
    const ticket = createTicket(draft, t0, "t1");
    expect(ticket).toMatchObject({ title: "Export fails", status: "open", priority: "high", platform: "both" });
    const state = { tickets: [ticket], notifications: [] };
    expect(advanceTickets(state, new Date(t0.getTime() + 2999))).toBe(state);
    const next = advanceTickets(state, new Date(t0.getTime() + 3000));
    expect(next.tickets[0].status).toBe("in-progress");
    expect(next.tickets[0].response).toContain("Export fails");
    expect(next.notifications).toHaveLength(1);
    expect(next.notifications[0]).toMatchObject({ read: false });
    expect(advanceTickets(next, new Date(t0.getTime() + 9000))).toBe(next);
  });

  it("counts by status, resolves and marks notifications read", () => {
    let state = advanceTickets(
      { tickets: [createTicket(draft, t0, "a"), createTicket(draft, t0, "b")], notifications: [] },
      new Date(t0.getTime() + 5000),
    );
    state = { ...state, tickets: [...state.tickets, createTicket(draft, new Date(t0.getTime() + 4000), "c")] };
    state = resolveTicket(state, "a");
    expect(countByStatus(state.tickets)).toEqual({ open: 1, "in-progress": 1, resolved: 1 });
    const one = markNotificationRead(state, "n-a");
    expect(one.notifications.map((n) => n.read)).toEqual([true, false]);
    expect(markNotificationRead(state, "all").notifications.every((n) => n.read)).toBe(true);
  });

  it("reads saved state and ignores garbage", () => {
    const ticket = createTicket(draft, t0, "t1");
    const storage = memoryStorage({ [DEBUG_STORAGE_KEY]: JSON.stringify({ tickets: [ticket, { id: 3 }], notifications: "x" }) });
    expect(readDebugState(storage)).toEqual({ tickets: [ticket], notifications: [] });
    expect(readDebugState(memoryStorage({ [DEBUG_STORAGE_KEY]: "{oops" }))).toEqual(emptyDebugState);
    expect(readDebugState(memoryStorage())).toEqual(emptyDebugState);
  });
});
