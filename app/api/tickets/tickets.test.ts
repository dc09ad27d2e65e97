import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { PATCH as markRead } from "@/app/api/notifications/route";
import { PATCH as resolve } from "@/app/api/tickets/[id]/route";
import { GET as read, POST as submit } from "@/app/api/tickets/route";
import { DEBUG_RESPONSE_MS, type DebugNotification, type DebugTicket } from "@/lib/support/debug-center";
import { call, freshToken, request, withAppDatabase } from "@/lib/server/auth/test-helpers";
import { notifications, tickets } from "@/lib/server/db/schema";
import { testDatabases } from "@/lib/server/db/test-db";

const ctx = (id: string) => ({ params: Promise.resolve({ id }) });

for (const factory of testDatabases()) {
  describe(`debug tickets API on ${factory.name}`, { timeout: 60_000 }, () => {
    const handle = withAppDatabase(factory);
    const db = () => handle().db;

    const ticketBody = { title: "Export button freezes", description: "Clicking Export spins forever", priority: "critical", platform: "web" };

    async function submitAs(token: string, body: Record<string, unknown> = ticketBody) {
      const answer = await call(submit, request("/api/tickets", body, { token }));
      expect(answer.status, JSON.stringify(answer.json)).toBe(201);
      return answer.json.ticket as DebugTicket;
    }

    async function readAs(token: string) {
      const answer = await call(read, request("/api/tickets", undefined, { token }));
      expect(answer.status).toBe(200);
      return answer.json as unknown as { tickets: DebugTicket[]; notifications: DebugNotification[] };
    }

    /** Ages a ticket by moving its creation time back (the server compares it with the clock). */
    async function age(id: string, ms: number) {
      const [row] = await db().select().from(tickets).where(eq(tickets.id, id));
      await db().update(tickets).set({ createdAt: new Date(row.createdAt.getTime() - ms) }).where(eq(tickets.id, id));
    }

    it("creates an open ticket, answers it once it is 3 s old, with one notification, and resolves it", async () => {
      const a = freshToken();
      const ticket = await submitAs(a);
      expect(ticket).toMatchObject({ title: "Export button freezes", status: "open", priority: "critical", platform: "web" });
      expect(ticket.response).toBeUndefined();

      // Before 3 s: still open, no notification.
      await age(ticket.id, DEBUG_RESPONSE_MS - 500);
      let state = await readAs(a);
      expect(state.tickets[0]).toMatchObject({ id: ticket.id, status: "open" });
      expect(state.notifications).toEqual([]);

      await age(ticket.id, 600);
      state = await readAs(a);
      expect(state.tickets[0]).toMatchObject({ id: ticket.id, status: "in-progress" });
      expect(state.tickets[0].response).toMatch(/^AI analysis of "Export button freezes" on the web app: .*escalated to the on-call engineer\.$/);
      expect(state.notifications).toEqual([
        expect.objectContaining({ message: 'AI responded to your ticket "Export button freezes"', read: false }),
      ]);

      // Read again: nothing new.
      state = await readAs(a);
      expect(state.notifications).toHaveLength(1);

      const marked = await call(markRead, request("/api/notifications", { ids: [state.notifications[0].id] }, { token: a, method: "PATCH" }));
      expect(marked.status).toBe(200);
      expect((await readAs(a)).notifications[0].read).toBe(true);

      const resolved = await call(resolve, request(`/api/tickets/${ticket.id}`, { status: "resolved" }, { token: a, method: "PATCH" }), ctx(ticket.id));
      expect(resolved.status).toBe(200);
      expect((await readAs(a)).tickets[0].status).toBe("resolved");
    });

    it("creates the response and its notification exactly once under 10 parallel reads", async () => {
      const a = freshToken();
      const first = await submitAs(a);
      const second = await submitAs(a, { ...ticketBody, title: "Second", priority: "low", platform: "both" });
      await age(first.id, DEBUG_RESPONSE_MS + 100);
      await age(second.id, DEBUG_RESPONSE_MS + 100);
      const states = await Promise.all(Array.from({ length: 10 }, () => readAs(a)));
      for (const s of states) expect(s.tickets.map((t) => t.status)).toEqual(["in-progress", "in-progress"]);
      const rows = await db().select().from(notifications).where(eq(notifications.accountId, await accountOf(first.id)));
      expect(rows.map((r) => r.ticketId).sort()).toEqual([first.id, second.id].sort());
      const ticketRows = await db().select().from(tickets).where(eq(tickets.id, second.id));
      expect(ticketRows[0].response).toMatch(/regular triage queue\.$/);
      expect(ticketRows[0].respondedAt).not.toBeNull();
    });

    async function accountOf(ticketId: string) {
      const [row] = await db().select().from(tickets).where(eq(tickets.id, ticketId));
      return row.accountId;
    }

    it("requires a title and a description (400 in the one error shape) and a session (401)", async () => {
      const a = freshToken();
      const noDescription = await call(submit, request("/api/tickets", { title: "Only a title", description: "   " }, { token: a }));
      expect(noDescription.status).toBe(400);
      expect(noDescription.json.error).toEqual({ code: "invalid_request", message: "description: Please fill in all required fields" });
      const noTitle = await call(submit, request("/api/tickets", { description: "x" }, { token: a }));
      expect(noTitle.status).toBe(400);
      expect(noTitle.json.error?.message).toBe("title: Please fill in all required fields");
      const badPriority = await call(submit, request("/api/tickets", { ...ticketBody, priority: "urgent" }, { token: a }));
      expect(badPriority.status).toBe(400);
      expect((await readAs(a)).tickets).toEqual([]);
      expect((await call(read, request("/api/tickets"))).status).toBe(401);
    });

    it("B can never see, resolve or mark read A's tickets and notifications (404)", async () => {
      const a = freshToken();
      const b = freshToken();
      const ticket = await submitAs(a);
      await age(ticket.id, DEBUG_RESPONSE_MS + 100);
      const aState = await readAs(a);
      const note = aState.notifications[0];
      expect(note).toBeDefined();

      const bState = await readAs(b);
      expect(bState).toEqual({ tickets: [], notifications: [] });
      const resolveAnswer = await call(resolve, request(`/api/tickets/${ticket.id}`, { status: "resolved" }, { token: b, method: "PATCH" }), ctx(ticket.id));
      expect(resolveAnswer.status).toBe(404);
      expect(resolveAnswer.json.error).toEqual({ code: "ticket_not_found", message: "Ticket not found" });
      const markAnswer = await call(markRead, request("/api/notifications", { ids: [note.id] }, { token: b, method: "PATCH" }));
      expect(markAnswer.status).toBe(404);
      // "all" for B touches only B's (none).
      const markAll = await call(markRead, request("/api/notifications", { all: true }, { token: b, method: "PATCH" }));
      expect(markAll.json.notifications).toEqual([]);

      const again = await readAs(a);
      expect(again.tickets[0].status).toBe("in-progress");
      expect(again.notifications[0].read).toBe(false);
    });
  });
}
