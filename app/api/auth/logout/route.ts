import { NextResponse } from "next/server";

import { withApi } from "@/lib/server/api";
import { getEnv } from "@/lib/server/env";
import { clearOwnerCookie } from "@/lib/server/owner-cookie";

/** Logging out (and any non-owner sign-in) clears the owner cookie. */
export const POST = withApi(() => {
  const res = NextResponse.json({ ok: true });
  clearOwnerCookie(res, getEnv().NODE_ENV === "production");
  return res;
});
