import { passwordChangeSchema } from "@/lib/contracts/auth";
import { ApiError } from "@/lib/server/api";
import { changePassword } from "@/lib/server/auth/accounts";
import { rateLimit } from "@/lib/server/auth/guard";
import { tokenFromCookieHeader } from "@/lib/server/auth/session";
import { route } from "@/lib/server/route";

/** Changes the password after checking the current one; the account's other sessions are signed out. */
export const POST = route({ access: "guest", body: passwordChangeSchema }, async ({ req, account, body }) => {
  await rateLimit("password", account.id, 5);
  if (account.role === "guest") throw new ApiError(403, "Create an account to set a password", "guest_account");
  // Other sessions end with the old password; this one stays signed in.
  await changePassword(account, body.currentPassword, body.newPassword, tokenFromCookieHeader(req.headers.get("cookie")));
  return { ok: true };
});
