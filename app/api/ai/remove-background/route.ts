import { removeBackgroundRoute } from "@/lib/server/ai/routes";

export const runtime = "nodejs";

/** POST /api/ai/remove-background — see lib/server/ai/routes.ts and ./schema.ts. */
export const POST = removeBackgroundRoute();
