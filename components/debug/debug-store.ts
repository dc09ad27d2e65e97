"use client";

import * as React from "react";

import { apiGet, apiPost, apiRequest } from "@/lib/api-client";
import {
  DEBUG_RESPONSE_MS,
  type DebugState,
  type DebugTicket,
  markNotificationRead,
  resolveTicket,
  type TicketDraft,
} from "@/lib/debug-center";
import { toast } from "@/lib/toast";

/** Never poll faster than this, even if the two clocks disagree about when a ticket is due. */
const MIN_POLL_MS = 300;

function fetchState(): Promise<DebugState> {
  return apiGet<DebugState>(["/api/tickets"]).then((s) => s!);
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
    fetchState().then(setState, () => {});
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

  const submit = React.useCallback(async (draft: TicketDraft): Promise<DebugTicket> => {
    const { ticket } = await apiPost<{ ticket: DebugTicket }>("/api/tickets", draft);
    dueAt.current.set(ticket.id, Date.now() + DEBUG_RESPONSE_MS);
    setState((s) => ({ ...s, tickets: [ticket, ...s.tickets.filter((t) => t.id !== ticket.id)] }));
    return ticket;
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
      apiRequest("PATCH", "/api/notifications", id === "all" ? { all: true } : { ids: [id] }).catch(failed("The notification"));
    },
    [failed],
  );

  const resolve = React.useCallback(
    (id: string) => {
      setState((s) => resolveTicket(s, id));
      apiRequest("PATCH", `/api/tickets/${encodeURIComponent(id)}`, { status: "resolved" }).catch(failed("The ticket"));
    },
    [failed],
  );

  return { state, submit, markRead, resolve };
}
