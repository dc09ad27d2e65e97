import { signupSchema } from "@/lib/contracts/auth";
import { readJson } from "@/lib/server/api";
import { appOrigin } from "@/lib/server/app-url";
import { recordLogin, signUpAccount } from "@/lib/server/auth/accounts";
import { clientKey, rateLimit, SIGNUP_LIMIT_PER_MINUTE, userJson } from "@/lib/server/auth/guard";
import { accountFromRequest, startSession, tokenFromCookieHeader } from "@/lib/server/auth/session";
import { SIGNED_OUT_COOKIE } from "@/lib/server/auth/signed-out";
import { sendVerificationLater } from "@/lib/server/auth/verification";
import { route } from "@/lib/server/route";

/**
 * Creates an account (from the visitor's guest, keeping its projects) and signs it in; a verification link is mailed
 * after the answer (rewards need it).
 */
export const POST = route({ access: "public" }, async ({ req }) => {
  // The limit counts every attempt, a malformed one too, so the body is read after it.
  await rateLimit("signup", clientKey(req), SIGNUP_LIMIT_PER_MINUTE);
  const body = await readJson(req, signupSchema);
  const guest = await accountFromRequest(req, { createGuest: false });
  const account = await signUpAccount({
    email: body.email,
    username: body.username,
    password: body.password,
    firstName: body.firstName,
    lastName: body.lastName,
    guestId: guest?.role === "guest" ? guest.id : null,
  });
  const res = await userJson(account, {}, { status: 201 });
  await startSession(res, account.id, tokenFromCookieHeader(req.headers.get("cookie")));
  await recordLogin(account.id);
  res.cookies.delete(SIGNED_OUT_COOKIE);
  sendVerificationLater(account.id, appOrigin(req));
  return res;
});
