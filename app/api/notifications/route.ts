import { notificationsReadSchema } from "@/lib/contracts/support";
import { markRead } from "@/lib/server/debug-center";
import { route } from "@/lib/server/route";

/** Marks the account's notifications read: `{ ids: [...] }` or `{ all: true }` (404 when none of the ids is the account's). */
const markReadRoute = route({ access: "guest", body: notificationsReadSchema }, async ({ account, body }) => ({
  notifications: await markRead(account.id, "ids" in body ? body.ids : "all"),
}));

export const PATCH = markReadRoute;
export const POST = markReadRoute;
