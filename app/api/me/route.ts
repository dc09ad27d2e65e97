import { ApiError, readJson, withApi } from "@/lib/server/api";
import { readAccount, requireAccount, userJson } from "@/lib/server/auth/guard";
import { getDb } from "@/lib/server/db/client";
import { updateProfile } from "@/lib/server/db/queries/accounts";

import { profileSchema } from "@/lib/contracts/account";

/** The signed-in account (for a visitor without a guest account yet: the demo user, nothing stored). */
export const GET = withApi(async (req) => userJson(await readAccount(req)));

/** Profile, preferences and wallet address. */
export const PATCH = withApi(async (req) => {
  const account = await requireAccount(req);
  const body = await readJson(req, profileSchema, { maxBytes: 512 * 1024 });
  if (account.role === "guest" && (body.email !== undefined || body.username !== undefined)) {
    throw new ApiError(403, "Create an account to set an e-mail and username", "guest_account");
  }
  const result = await updateProfile(await getDb(), account.id, body);
  if (!result.ok) {
    throw new ApiError(409, result.reason === "email_taken" ? "An account with this e-mail already exists" : "This username is taken", result.reason);
  }
  return userJson(result.account);
});
