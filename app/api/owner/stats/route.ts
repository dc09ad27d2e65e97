import { NextResponse } from "next/server";

import { ownerStatsNow } from "@/lib/server/owner";
import { route } from "@/lib/server/route";

/**
 * The owner's real figures (lib/server/db/queries/owner-stats.ts), for refreshing the owner view. Only an owner
 * session gets them; anyone else gets the same 404 as a missing route, so the route reveals nothing. Never cached.
 */
export const GET = route({ access: "owner" }, async () =>
  NextResponse.json({ stats: await ownerStatsNow() }, { headers: { "Cache-Control": "private, no-store" } }),
);
