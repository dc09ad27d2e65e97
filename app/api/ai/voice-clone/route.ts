import { voiceCloneRoute } from "@/lib/server/ai/routes";

export const runtime = "nodejs";

/** POST /api/ai/voice-clone — see lib/server/ai/routes.ts and ./schema.ts. */
export const POST = voiceCloneRoute();
