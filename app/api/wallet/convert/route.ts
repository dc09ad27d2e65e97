import { convertSchema } from "@/lib/contracts/wallet";
import { readJson, withApi } from "@/lib/server/api";
import { requireAccount, userJson } from "@/lib/server/auth/guard";
import { getDb } from "@/lib/server/db/client";
import { convertFor, refuseDemoTokens } from "@/lib/server/wallet";

/** Token Converter: MSXT to USD or back (the rules: lib/server/wallet.ts); answers the user after it. */
export const POST = withApi(async (req) => {
  const account = await requireAccount(req);
  refuseDemoTokens(account, "convert");
  const body = await readJson(req, convertSchema);
  await convertFor(await getDb(), account, body);
  return userJson(account);
});
