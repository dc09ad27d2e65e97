"use client";

import { BellIcon, BotIcon, CheckCheckIcon, CheckIcon, CircleDotIcon, ClockIcon, ListChecksIcon, SendIcon } from "lucide-react";
import * as React from "react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { fieldClass, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import {
  countByStatus,
  type DebugState,
  defaultDraft,
  isDraftComplete,
  ticketPlatforms,
  ticketPriorities,
  type TicketDraft,
  type TicketPlatform,
  type TicketPriority,
  type TicketStatus,
} from "@/lib/support/debug-center";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";


import { useDebugCenter } from "./debug-store";

const statusLabel: Record<TicketStatus, string> = { open: "Open", "in-progress": "In Progress", resolved: "Resolved" };
const statusVariant: Record<TicketStatus, "outline" | "warning" | "success"> = {
  open: "outline",
  "in-progress": "warning",
  resolved: "success",
};
const priorityLabel: Record<TicketPriority, string> = { low: "Low", medium: "Medium", high: "High", critical: "Critical" };
const platformLabel: Record<TicketPlatform, string> = { web: "Web", app: "App", both: "Both" };

const noopSubscribe = () => () => {};

/** A time in the reader's locale and zone; the server render (which knows neither) shows it in UTC. */
function Time({ iso }: { iso: string }) {
  const local = React.useSyncExternalStore(noopSubscribe, () => true, () => false);
  const date = new Date(iso);
  return <time dateTime={iso}>{local ? date.toLocaleString() : `${date.toLocaleString("en-US", { timeZone: "UTC" })} UTC`}</time>;
}

/** The AI Debug Center; `initial` is the account's tickets and notifications, read on the server. */
export function DebugCenter({ initial }: { initial: DebugState }) {
  const { state, submit: send, markRead, resolve } = useDebugCenter(initial);
  const [draft, setDraft] = React.useState<TicketDraft>(defaultDraft);
  const [sending, setSending] = React.useState(false);
  const counts = countByStatus(state.tickets);
  const unread = state.notifications.filter((n) => !n.read).length;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!isDraftComplete(draft)) {
      toast({ title: "Missing Information", description: "Please fill in all required fields", variant: "destructive" });
      return;
    }
    setSending(true);
    const result = await send(draft);
    setSending(false);
    if (result.ok) {
      setDraft(defaultDraft);
      toast({ title: "Debug Ticket Submitted", description: "AI will analyze your issue and provide a response soon" });
    } else if (result.status === 400) {
      // The form keeps what was typed.
      toast({ title: "Missing Information", description: "Please fill in all required fields", variant: "destructive" });
    } else {
      toast({ title: "Ticket not submitted", description: "The ticket could not be sent. Please try again.", variant: "destructive" });
    }
  };

  const statusCards = [
    { key: "open", label: "Open", value: counts.open, icon: CircleDotIcon },
    { key: "in-progress", label: "In Progress", value: counts["in-progress"], icon: ClockIcon },
    { key: "resolved", label: "Resolved", value: counts.resolved, icon: CheckIcon },
    { key: "total", label: "Total Tickets", value: state.tickets.length, icon: ListChecksIcon },
  ];

  return (
    <div className="flex flex-col gap-6">
      <section aria-label="Ticket status" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {statusCards.map((c) => (
          <div key={c.key} data-testid={`status-${c.key}`} className="flex items-center gap-3 rounded-xl border border-border bg-card p-4">
            <c.icon className="size-6 text-primary" aria-hidden />
            <div>
              <p className="text-sm text-muted-foreground">{c.label}</p>
              <p className="text-2xl font-bold tabular-nums">{c.value}</p>
            </div>
          </div>
        ))}
      </section>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[3fr_2fr]">
        <Card>
          <CardHeader>
            <CardTitle>Submit a Debug Ticket</CardTitle>
            <CardDescription>Describe the problem; the AI assistant analyzes it and answers in seconds.</CardDescription>
          </CardHeader>
          <CardContent>
            <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
              <div className="flex flex-col gap-2">
                <Label htmlFor="ticket-title">Issue Title *</Label>
                <Input
                  id="ticket-title"
                  placeholder="Brief description of the issue"
                  value={draft.title}
                  onChange={(e) => setDraft({ ...draft, title: e.target.value })}
                />
              </div>
              <div className="flex flex-col gap-2">
                <Label htmlFor="ticket-description">Description *</Label>
                <Textarea
                  id="ticket-description"
                  rows={4}
                  placeholder="What happened, what you expected, and the steps to reproduce it"
                  value={draft.description}
                  onChange={(e) => setDraft({ ...draft, description: e.target.value })}
                />
              </div>
              <div className="grid gap-4 sm:grid-cols-2">
                <div className="flex flex-col gap-2">
                  <Label htmlFor="ticket-priority">Priority</Label>
                  <select
                    id="ticket-priority"
                    className={cn(fieldClass, "h-9 bg-background")}
                    value={draft.priority}
                    onChange={(e) => setDraft({ ...draft, priority: e.target.value as TicketPriority })}
                  >
                    {ticketPriorities.map((p) => (
                      <option key={p} value={p}>{priorityLabel[p]}</option>
                    ))}
                  </select>
                </div>
                <div className="flex flex-col gap-2">
                  <Label htmlFor="ticket-platform">Platform</Label>
                  <select
                    id="ticket-platform"
                    className={cn(fieldClass, "h-9 bg-background")}
                    value={draft.platform}
                    onChange={(e) => setDraft({ ...draft, platform: e.target.value as TicketPlatform })}
                  >
                    {ticketPlatforms.map((p) => (
                      <option key={p} value={p}>{platformLabel[p]}</option>
                    ))}
                  </select>
                </div>
              </div>
              <Button type="submit" className="self-start" disabled={sending}>
                <SendIcon aria-hidden /> Submit Ticket
              </Button>
            </form>
          </CardContent>
        </Card>

        <Card>
          <CardHeader className="flex-row items-center justify-between">
            <CardTitle className="flex items-center gap-2">
              <BellIcon className="size-4" aria-hidden /> Notifications
              {unread > 0 ? <Badge>{unread} new</Badge> : null}
            </CardTitle>
            <Button
              size="sm"
              variant="ghost"
              disabled={unread === 0}
              onClick={() => markRead("all")}
            >
              <CheckCheckIcon aria-hidden /> Mark all read
            </Button>
          </CardHeader>
          <CardContent>
            {state.notifications.length === 0 ? (
              <p className="text-sm text-muted-foreground">No notifications yet. You will be notified when the AI responds.</p>
            ) : (
              <ul aria-label="Notifications list" className="flex flex-col gap-2">
                {state.notifications.map((n) => (
                  <li
                    key={n.id}
                    className={cn(
                      "flex items-start justify-between gap-3 rounded-lg border border-border p-3 text-sm",
                      !n.read && "border-primary/50 bg-primary/10",
                    )}
                  >
                    <div>
                      <p className={cn(!n.read && "font-medium")}>{n.message}</p>
                      <p className="text-xs text-muted-foreground"><Time iso={n.timestamp} /></p>
                    </div>
                    {n.read ? (
                      <span className="text-xs text-muted-foreground">Read</span>
                    ) : (
                      <Button size="sm" variant="outline" onClick={() => markRead(n.id)}>
                        Mark as read
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Active Sessions</CardTitle>
          <CardDescription>Your tickets and the AI&apos;s answers.</CardDescription>
        </CardHeader>
        <CardContent>
          {state.tickets.length === 0 ? (
            <p className="text-sm text-muted-foreground">No tickets yet. Submit one above to start a debugging session.</p>
          ) : (
            <ul aria-label="Tickets" className="flex flex-col gap-3">
              {state.tickets.map((t) => (
                <li key={t.id} aria-label={t.title} className="flex flex-col gap-2 rounded-lg border border-border p-4">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="mr-auto font-semibold">{t.title}</h3>
                    <Badge variant={statusVariant[t.status]}>{statusLabel[t.status]}</Badge>
                    <Badge variant={t.priority === "critical" || t.priority === "high" ? "destructive" : "secondary"}>
                      {priorityLabel[t.priority]}
                    </Badge>
                    <Badge variant="outline">{platformLabel[t.platform]}</Badge>
                  </div>
                  <p className="text-sm text-muted-foreground">{t.description}</p>
                  <p className="text-xs text-muted-foreground">Submitted <Time iso={t.timestamp} /></p>
                  {t.response ? (
                    <div className="flex gap-2 rounded-md bg-muted p-3 text-sm">
                      <BotIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                      <p>{t.response}</p>
                    </div>
                  ) : (
                    <p className="text-sm text-muted-foreground">AI is analyzing your issue...</p>
                  )}
                  {t.status === "in-progress" ? (
                    <Button size="sm" variant="outline" className="self-start" onClick={() => resolve(t.id)}>
                      Mark Resolved
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
