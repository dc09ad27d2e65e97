/**
 * AI Debug Center: tickets and notifications kept in browser storage. A new ticket starts open and
 * DEBUG_RESPONSE_MS later becomes in-progress with an AI response and a new notification.
 */
import type { KeyValueStorage } from "@/lib/session";

export const DEBUG_RESPONSE_MS = 3000;
export const DEBUG_STORAGE_KEY = "msx.debugCenter";

export const ticketPriorities = ["low", "medium", "high", "critical"] as const;
export const ticketPlatforms = ["web", "app", "both"] as const;
export const ticketStatuses = ["open", "in-progress", "resolved"] as const;
export type TicketPriority = (typeof ticketPriorities)[number];
export type TicketPlatform = (typeof ticketPlatforms)[number];
export type TicketStatus = (typeof ticketStatuses)[number];

export interface DebugTicket {
  id: string;
  title: string;
  description: string;
  status: TicketStatus;
  priority: TicketPriority;
  platform: TicketPlatform;
  /** ISO time of submission. */
  timestamp: string;
  response?: string;
}

export interface DebugNotification {
  id: string;
  message: string;
  timestamp: string;
  read: boolean;
}

export interface DebugState {
  tickets: DebugTicket[];
  notifications: DebugNotification[];
}

export const emptyDebugState: DebugState = { tickets: [], notifications: [] };

export interface TicketDraft {
  title: string;
  description: string;
  priority: TicketPriority;
  platform: TicketPlatform;
}

export const defaultDraft: TicketDraft = { title: "", description: "", priority: "medium", platform: "both" };

export function isDraftComplete(d: Pick<TicketDraft, "title" | "description">): boolean {
  return d.title.trim() !== "" && d.description.trim() !== "";
}

export function createTicket(d: TicketDraft, now: Date, id: string): DebugTicket {
  return {
    id,
    title: d.title.trim(),
    description: d.description.trim(),
    priority: d.priority,
    platform: d.platform,
    status: "open",
    timestamp: now.toISOString(),
  };
}

const platformText: Record<TicketPlatform, string> = { web: "the web app", app: "the mobile app", both: "web and mobile" };

/** The AI's first answer to a ticket. */
export function aiResponseFor(t: Pick<DebugTicket, "title" | "priority" | "platform">): string {
  const urgency =
    t.priority === "critical" || t.priority === "high"
      ? "This is flagged as urgent and has been escalated to the on-call engineer."
      : "It has been added to the regular triage queue.";
  return `AI analysis of "${t.title}" on ${platformText[t.platform]}: the logs point to a state or caching issue in the affected screen. Try clearing the browser cache and reloading; we are preparing a fix. ${urgency}`;
}

/**
 * Moves every open ticket older than DEBUG_RESPONSE_MS to in-progress with an AI response and adds
 * one notification per ticket. Returns the same object when nothing changed.
 */
export function advanceTickets(state: DebugState, now: Date): DebugState {
  const due = state.tickets.filter(
    (t) => t.status === "open" && !t.response && now.getTime() - Date.parse(t.timestamp) >= DEBUG_RESPONSE_MS,
  );
  if (due.length === 0) return state;
  const ids = new Set(due.map((t) => t.id));
  return {
    tickets: state.tickets.map((t) => (ids.has(t.id) ? { ...t, status: "in-progress", response: aiResponseFor(t) } : t)),
    notifications: [
      ...due.map((t) => ({
        id: `n-${t.id}`,
        message: `AI responded to your ticket "${t.title}"`,
        timestamp: now.toISOString(),
        read: false,
      })),
      ...state.notifications,
    ],
  };
}

export function countByStatus(tickets: readonly DebugTicket[]): Record<TicketStatus, number> {
  const counts: Record<TicketStatus, number> = { open: 0, "in-progress": 0, resolved: 0 };
  for (const t of tickets) counts[t.status] += 1;
  return counts;
}

export function markNotificationRead(state: DebugState, id: string | "all"): DebugState {
  return {
    ...state,
    notifications: state.notifications.map((n) => (id === "all" || n.id === id ? { ...n, read: true } : n)),
  };
}

export function resolveTicket(state: DebugState, id: string): DebugState {
  return { ...state, tickets: state.tickets.map((t) => (t.id === id ? { ...t, status: "resolved" } : t)) };
}

/** Reads the saved state; anything unreadable counts as empty. */
export function readDebugState(storage: KeyValueStorage): DebugState {
  try {
    const raw = storage.getItem(DEBUG_STORAGE_KEY);
    if (!raw) return emptyDebugState;
    const value = JSON.parse(raw) as Partial<DebugState>;
    const tickets = Array.isArray(value.tickets)
      ? value.tickets.filter(
          (t): t is DebugTicket =>
            typeof t?.id === "string" &&
            typeof t.title === "string" &&
            typeof t.description === "string" &&
            ticketStatuses.includes(t.status) &&
            ticketPriorities.includes(t.priority) &&
            ticketPlatforms.includes(t.platform) &&
            typeof t.timestamp === "string",
        )
      : [];
    const notifications = Array.isArray(value.notifications)
      ? value.notifications.filter(
          (n): n is DebugNotification =>
            typeof n?.id === "string" && typeof n.message === "string" && typeof n.timestamp === "string" && typeof n.read === "boolean",
        )
      : [];
    return { tickets, notifications };
  } catch {
    return emptyDebugState;
  }
}
