import { claimSchema } from "@/lib/contracts/wallet";
import { readJson, withApi } from "@/lib/server/api";
import { requireAccount, userJson } from "@/lib/server/auth/guard";
import { getDb } from "@/lib/server/db/client";
import { findAccountById } from "@/lib/server/db/queries/accounts";
import { claim } from "@/lib/server/wallet";

/** A daily, weekly or challenge claim (the rules and amounts: lib/server/wallet.ts); answers the user after it. */
export const POST = withApi(async (req) => {
  const account = await requireAccount(req);
  const body = await readJson(req, claimSchema);
  const db = await getDb();
  await claim(db, account.id, body);
  return userJson((await findAccountById(db, account.id)) ?? account);
});
