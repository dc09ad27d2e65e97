import { NextResponse } from "next/server";

import { ApiError, readJson, withApi } from "@/lib/server/api";
import { requireAccount } from "@/lib/server/auth/guard";
import { getDb } from "@/lib/server/db/client";
import { markNotificationsRead } from "@/lib/server/db/queries/tickets";

import { notificationsReadSchema } from "@/lib/contracts/support";

/**
 * Marks the account's notifications read: `{ ids: [...] }` or `{ all: true }`. Naming a notification that is not
 * the account's (or no longer exists) is a 404 when nothing else matched.
 */
const markRead = withApi(async (req) => {
  const account = await requireAccount(req);
  const body = await readJson(req, notificationsReadSchema);
  const ids = "ids" in body ? body.ids : "all";
  const changed = await markNotificationsRead(await getDb(), account.id, ids);
  if (ids !== "all" && changed.length === 0) throw new ApiError(404, "Notification not found", "notification_not_found");
  return NextResponse.json({ notifications: changed });
});

export const PATCH = markRead;
export const POST = markRead;
