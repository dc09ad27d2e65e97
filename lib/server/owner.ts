import "server-only";
import { cookies } from "next/headers";

import { getEnv } from "@/lib/server/env";
import { OWNER_COOKIE, ownerConfigFrom, verifyOwnerToken } from "@/lib/server/owner-session";

/**
 * Whether the current request carries a verified owner session (the signed HttpOnly cookie set by
 * POST /api/auth/owner). Decided on the server only; false whenever owner login is not configured.
 */
export async function isOwnerRequest(): Promise<boolean> {
  const config = ownerConfigFrom(getEnv());
  if (!config) return false;
  const store = await cookies();
  return verifyOwnerToken(store.get(OWNER_COOKIE)?.value, config.secret);
}
