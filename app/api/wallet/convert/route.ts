import { convertSchema } from "@/lib/contracts/wallet";
import { readJson } from "@/lib/server/api";
import { userJson } from "@/lib/server/auth/guard";
import { route } from "@/lib/server/route";
import { convertBalances, refuseDemoTokens } from "@/lib/server/wallet";

/** Token Converter: MSXT to USD or back (the rules: lib/server/wallet.ts); answers the user after it. */
export const POST = route({ access: "guest" }, async ({ req, account }) => {
  // A guest's demo tokens are refused before the body is read.
  refuseDemoTokens(account, "convert");
  await convertBalances(account, await readJson(req, convertSchema));
  return userJson(account);
});
