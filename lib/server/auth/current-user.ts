import "server-only";

import { cache } from "react";

import { getDb } from "@/lib/server/db/client";
import { toPublicUser } from "@/lib/server/db/queries/accounts";
import type { AccountUser } from "@/lib/account/user";
import { walletOf, type WalletSummary } from "@/lib/server/wallet";

import { currentAccount } from "./session";

/** The signed-in user for server components (once per request); the demo user for a new visitor; null when signed out. */
export const currentUser = cache(async (): Promise<AccountUser | null> => {
  const account = await currentAccount();
  return account ? toPublicUser(await getDb(), account) : null;
});

/** The signed-in account's wallet (balances, transactions, claims) for the first render; null when signed out. */
export const currentWallet = cache(async (): Promise<WalletSummary | null> => {
  const account = await currentAccount();
  return account ? walletOf(await getDb(), account) : null;
});
