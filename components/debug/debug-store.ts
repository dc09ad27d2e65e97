"use client";

import * as React from "react";

import { api, type ApiResult } from "@/lib/api-request";
import {
  DEBUG_RESPONSE_MS,
  type DebugState,
  type DebugTicket,
  markNotificationRead,
  resolveTicket,
  type TicketDraft,
} from "@/lib/support/debug-center";
import { toast } from "@/lib/toast";

/** Never poll faster than this, even if the two clocks disagree about when a ticket is due. */
const MIN_POLL_MS = 300;

/** The tickets and notifications as the server has them now, or null when they could not be read. */
async function fetchState(): Promise<DebugState | null> {
  const result = await api<DebugState>("GET", "/api/tickets");
  return result.ok ? { tickets: result.tickets, notifications: result.notifications } : null;
}

/**
 * The debug center's tickets and notifications, kept by the server for the account. The server answers a ticket
 * once it is 3 s old, when the tickets are read; so while a ticket is open this reads them again when it is due.
 */
export function useDebugCenter(initial: DebugState) {
  const [state, setState] = React.useState(initial);
  /** Local due times of tickets submitted from this page (the server's clock may differ from the browser's). */
  const dueAt = React.useRef(new Map<string, number>());

  const refresh = React.useCallback(() => {
    void fetchState().then((fresh) => fresh && setState(fresh));
  }, []);

  React.useEffect(() => {
    const open = state.tickets.filter((t) => t.status === "open" && !t.response);
    if (open.length === 0) return;
    const now = Date.now();
    const due = Math.min(
      ...open.map((t) => dueAt.current.get(t.id) ?? Math.min(Date.parse(t.timestamp) + DEBUG_RESPONSE_MS, now + DEBUG_RESPONSE_MS)),
    );
    const timer = setTimeout(refresh, Math.max(MIN_POLL_MS, due - now));
    return () => clearTimeout(timer);
  }, [state, refresh]);

  // Back to the tab: what another device did meanwhile.
  React.useEffect(() => {
    const onVisible = () => document.visibilityState === "visible" && refresh();
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [refresh]);

  /** Sends a ticket; the result says why it was refused (the form keeps what was typed). */
  const submit = React.useCallback(async (draft: TicketDraft): Promise<ApiResult<{ ticket: DebugTicket }>> => {
    const result = await api<{ ticket: DebugTicket }>("POST", "/api/tickets", draft);
    if (!result.ok) return result;
    const { ticket } = result;
    dueAt.current.set(ticket.id, Date.now() + DEBUG_RESPONSE_MS);
    setState((s) => ({ ...s, tickets: [ticket, ...s.tickets.filter((t) => t.id !== ticket.id)] }));
    return result;
  }, []);

  const failed = React.useCallback(
    (what: string) => () => {
      toast({ title: "Not saved", description: `${what} could not be saved. Please try again.`, variant: "destructive" });
      refresh();
    },
    [refresh],
  );

  const markRead = React.useCallback(
    (id: string | "all") => {
      setState((s) => markNotificationRead(s, id));
      void api("PATCH", "/api/notifications", id === "all" ? { all: true } : { ids: [id] }).then((r) => r.ok || failed("The notification")());
    },
    [failed],
  );

  const resolve = React.useCallback(
    (id: string) => {
      setState((s) => resolveTicket(s, id));
      void api("PATCH", `/api/tickets/${encodeURIComponent(id)}`, { status: "resolved" }).then((r) => r.ok || failed("The ticket")());
    },
    [failed],
  );

  return { state, submit, markRead, resolve };
}
