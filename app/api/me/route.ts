import { profileSchema } from "@/lib/contracts/account";
import { updateProfileOf } from "@/lib/server/account";
import { appOrigin } from "@/lib/server/app-url";
import { clientKey, rateLimit, SIGNUP_LIMIT_PER_MINUTE, userJson } from "@/lib/server/auth/guard";
import { addressChanged } from "@/lib/server/auth/verification";
import { route } from "@/lib/server/route";

/** The signed-in account (for a visitor without a guest account yet: the demo user, nothing stored). */
export const GET = route({ access: "reader" }, ({ account }) => userJson(account));

/** Profile, preferences and wallet address. A new e-mail address is unverified until its mailed link is opened. */
export const PATCH = route({ access: "guest", body: profileSchema, maxBytes: 512 * 1024 }, async ({ req, account, body }) => {
  // A new e-mail or username answers whether another account holds it: limited like sign-up, per client address and
  // per account, so nobody can probe which addresses have accounts.
  const changes = (a: string | null | undefined, b: string | undefined) => b !== undefined && b.toLowerCase() !== (a ?? "").toLowerCase();
  if (changes(account.email, body.email) || changes(account.username, body.username)) {
    await rateLimit("identity", clientKey(req), SIGNUP_LIMIT_PER_MINUTE);
    await rateLimit("identity-account", account.id, SIGNUP_LIMIT_PER_MINUTE);
  }
  const updated = await updateProfileOf(account, body);
  // A new address is unverified: its own link is mailed.
  if (changes(account.email, body.email)) await addressChanged(updated.id, appOrigin(req));
  return userJson(updated);
});
