import { captionsRoute } from "@/lib/server/ai/routes";

export const runtime = "nodejs";

/** POST /api/ai/captions — see lib/server/ai/routes.ts and ./schema.ts. */
export const POST = captionsRoute();
