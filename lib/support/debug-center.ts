/**
 * AI Debug Center: tickets and notifications, kept per account by the server (lib/server/db/queries/tickets.ts).
 * A new ticket starts open and DEBUG_RESPONSE_MS later becomes in-progress with an AI response and a new
 * notification. The shapes, the response text and the pure updates the screen applies at once live here.
 */
export const DEBUG_RESPONSE_MS = 3000;

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

const platformText: Record<TicketPlatform, string> = { web: "the web app", app: "the mobile app", both: "web and mobile" };

/** The AI's first answer to a ticket. */
export function aiResponseFor(t: Pick<DebugTicket, "title" | "priority" | "platform">): string {
  const urgency =
    t.priority === "critical" || t.priority === "high"
      ? "This is flagged as urgent and has been escalated to the on-call engineer."
      : "It has been added to the regular triage queue.";
  return `AI analysis of "${t.title}" on ${platformText[t.platform]}: the logs point to a state or caching issue in the affected screen. Try clearing the browser cache and reloading; we are preparing a fix. ${urgency}`;
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
