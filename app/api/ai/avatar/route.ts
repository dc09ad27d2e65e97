import { avatarRoute } from "@/lib/server/ai/routes";

export const runtime = "nodejs";

/** POST /api/ai/avatar — see lib/server/ai/routes.ts and ./schema.ts. */
export const POST = avatarRoute();
