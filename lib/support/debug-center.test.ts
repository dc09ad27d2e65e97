import { describe, expect, it } from "vitest";

import {
  aiResponseFor,
  countByStatus,
  type DebugState,
  type DebugTicket,
  defaultDraft,
  isDraftComplete,
  markNotificationRead,
  resolveTicket,
} from "@/lib/support/debug-center";

const draft = { ...defaultDraft, title: " Export fails ", description: "The export button spins forever", priority: "high" as const };

const ticket = (id: string, status: DebugTicket["status"]): DebugTicket => ({
  id,
  title: "Export fails",
  description: "x",
  status,
  priority: "high",
  platform: "both",
  timestamp: "2026-01-01T10:00:00.000Z",
});

describe("debug tickets", () => {
  it("requires a title and a description", () => {
    expect(isDraftComplete(defaultDraft)).toBe(false);
    expect(isDraftComplete({ title: "x", description: "  " })).toBe(false);
    expect(isDraftComplete(draft)).toBe(true);
    expect(defaultDraft).toMatchObject({ priority: "medium", platform: "both" });
  });

  it("answers with the ticket's title and platform, escalating high and critical tickets", () => {
    expect(aiResponseFor({ title: "Export fails", priority: "high", platform: "web" })).toMatch(
      /^AI analysis of "Export fails" on the web app: .*escalated to the on-call engineer\.$/,
    );
    expect(aiResponseFor({ title: "Slow", priority: "low", platform: "app" })).toMatch(/on the mobile app: .*regular triage queue\.$/);
  });

  it("counts by status, resolves and marks notifications read", () => {
    let state: DebugState = {
      tickets: [ticket("a", "in-progress"), ticket("b", "in-progress"), ticket("c", "open")],
      notifications: [
        { id: "n-a", message: "m", timestamp: "2026-01-01T10:00:03.000Z", read: false },
        { id: "n-b", message: "m", timestamp: "2026-01-01T10:00:03.000Z", read: false },
      ],
    };
    state = resolveTicket(state, "a");
    expect(countByStatus(state.tickets)).toEqual({ open: 1, "in-progress": 1, resolved: 1 });
    const one = markNotificationRead(state, "n-a");
    expect(one.notifications.map((n) => n.read)).toEqual([true, false]);
    expect(markNotificationRead(state, "all").notifications.every((n) => n.read)).toBe(true);
  });
});
