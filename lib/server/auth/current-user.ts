import "server-only";

import { cache } from "react";

import { getDb } from "@/lib/server/db/client";
import { toPublicUser } from "@/lib/server/db/queries/accounts";
import type { AccountUser } from "@/lib/user";

import { currentAccount } from "./session";

/** The signed-in user for server components (once per request); null when signed out. */
export const currentUser = cache(async (): Promise<AccountUser | null> => {
  const account = await currentAccount();
  return account ? toPublicUser(await getDb(), account) : null;
});
