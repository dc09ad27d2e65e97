/** The AI Debug Center for the server render: the signed-in account's tickets and notifications (due ones answered). */
import "server-only";

import { type DebugState, emptyDebugState } from "@/lib/debug-center";
import { currentAccount } from "@/lib/server/auth/session";
import { getDb } from "@/lib/server/db/client";
import { readDebugCenter } from "@/lib/server/db/queries/tickets";

export async function currentDebugCenter(): Promise<DebugState> {
  const account = await currentAccount();
  return account ? readDebugCenter(await getDb(), account.id) : emptyDebugState;
}
