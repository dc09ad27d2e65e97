import { NextResponse } from "next/server";

import { ApiError, withApi } from "@/lib/server/api";
import { accountFromRequest } from "@/lib/server/auth/session";
import { getDb } from "@/lib/server/db/client";
import { ownerStats } from "@/lib/server/db/queries/owner-stats";

/**
 * The owner's real figures (lib/server/db/queries/owner-stats.ts), for refreshing the owner view. Only an owner
 * session gets them; anyone else gets the same 404 as a missing route, so the route reveals nothing. Never cached.
 */
export const GET = withApi(async (req) => {
  const account = await accountFromRequest(req, { createGuest: false });
  if (account?.role !== "owner") throw new ApiError(404, "Not found");
  const stats = await ownerStats(await getDb(), new Date());
  return NextResponse.json({ stats }, { headers: { "Cache-Control": "private, no-store" } });
});
