import "server-only";

import { NextResponse } from "next/server";

import { avatarRequestSchema } from "@/lib/contracts/ai";
import { captionsRequestSchema, type CaptionsResponse } from "@/lib/contracts/ai";
import { removeBackgroundRequestSchema } from "@/lib/contracts/ai";
import { voiceCloneRequestSchema } from "@/lib/contracts/ai";
import { IMAGE_DATA_MAX_BYTES } from "@/lib/ai/tools";
import { buildCues, toSrt, toVtt } from "@/lib/caption-cues";
import { avatarEngineFromEnv, type AvatarEngine } from "@/lib/server/ai/avatar";
import { backgroundEngineFromEnv, previewOf, type BackgroundEngine, type BackgroundResult } from "@/lib/server/ai/background";
import { fetchImageSafely, testAllowedHosts } from "@/lib/server/ai/safe-fetch";
import { voiceEngineFromEnv, type VoiceEngine } from "@/lib/server/ai/voice";
import { ApiError, readJson } from "@/lib/server/api";
import { rateLimit, requireAccount } from "@/lib/server/auth/guard";
import { getEnv, type Env } from "@/lib/server/env";
import { guestLimits } from "@/lib/entitlements/guest-limits";
import { route } from "@/lib/server/route";
import { withAiGeneration, type QuotaAccount } from "@/lib/entitlements/quotas";
import { clientKey, type RateLimiter } from "@/lib/server/rate-limit";
import { heavyWork, type WorkQueue } from "@/lib/server/work-queue";

/**
 * The four /api/ai handlers, built by factories so tests can give each a fresh rate limiter,
 * an environment and an engine. The route files export `POST = xRoute()`. Each sits on the one route wrapper
 * (lib/server/route.ts) as "public": its own guard reads the caller (injectable in tests) and counts the AI rate
 * limits before the body is read, so a flood of malformed requests is limited too.
 * The speech engine and background removal run through the process's heavy-work queue (lib/server/work-queue.ts):
 * a few at a time, 503 with Retry-After beyond.
 * Each call that passes validation spends one AI generation of the plan's month before the work
 * (402 quota_exceeded when none is left); a call whose work then fails gets its generation back.
 */
export const AI_MAX_BODY_BYTES = 64 * 1024;
/** Background removal's body may carry the image itself (imageDataUrl): up to 10 MB. */
export const AI_IMAGE_BODY_BYTES = 10 * 1024 * 1024;
/** Per client and tool: generous for real use, and the end-to-end suite stays far below it. */
export const AI_RATE_LIMIT = { limit: 30, windowMs: 60_000 };

export interface RouteDeps<E = never> {
  /** A process-local limiter (tests); by default the limit is counted in the database per account and tool. */
  limiter?: RateLimiter;
  /** Who is asking (a session is required: guest or account); tests inject one. */
  account?: (req: Request) => Promise<QuotaAccount>;
  env?: Env;
  engine?: E;
  /** The heavy-work queue (tests); by default the process's queue for the tool. */
  queue?: WorkQueue;
}

/**
 * Every AI call needs a session (401 JSON without one) and counts against the per-account limit; a guest's also
 * against its client address's (GUEST_AI_REQUESTS_PER_MINUTE), so a new cookie does not reset it.
 */
async function guard(req: Request, tool: string, deps: RouteDeps<unknown>): Promise<QuotaAccount> {
  const account = await (deps.account ?? requireAccount)(req);
  const client = account.client ?? clientKey(req);
  if (deps.limiter) enforceLimit(req, deps.limiter);
  else await rateLimit(`ai-${tool}`, account.id, AI_RATE_LIMIT.limit, AI_RATE_LIMIT.windowMs);
  if (account.role === "guest") await rateLimit(`ai-${tool}-guests`, client, guestLimits().aiRequestsPerMinute, AI_RATE_LIMIT.windowMs);
  return { ...account, client };
}

function enforceLimit(req: Request, limiter: RateLimiter) {
  const { allowed, retryAfterSeconds } = limiter.check(clientKey(req));
  if (!allowed) {
    throw new ApiError(429, "Too many requests. Please wait a moment and try again.", "rate_limited", {
      "Retry-After": String(retryAfterSeconds),
    });
  }
}

const noStore = { "Cache-Control": "no-store" };

export function captionsRoute(deps: RouteDeps = {}) {
  return route({ access: "public" }, async ({ req }) => {
    const account = await guard(req, "captions", deps);
    const { audioText } = await readJson(req, captionsRequestSchema, { maxBytes: AI_MAX_BODY_BYTES });
    return withAiGeneration(account, async () => {
      const cues = buildCues(audioText);
      const body: CaptionsResponse = { provider: "embedded", cues, vtt: toVtt(cues), srt: toSrt(cues) };
      return NextResponse.json(body, { headers: noStore });
    });
  });
}

export function voiceCloneRoute(deps: RouteDeps<VoiceEngine> = {}) {
  const { env, engine } = deps;
  return route({ access: "public" }, async ({ req }) => {
    const account = await guard(req, "voice", deps);
    const { textContent, voiceProfile } = await readJson(req, voiceCloneRequestSchema, { maxBytes: AI_MAX_BODY_BYTES });
    const profile = typeof voiceProfile === "string" ? { voice: voiceProfile } : (voiceProfile ?? {});
    const voiceEngine = engine ?? voiceEngineFromEnv(env ?? getEnv());
    // One speech process per job, a few at a time (503 beyond): admitted before the generation is spent.
    const result = await (deps.queue ?? heavyWork("voice")).run(() =>
      withAiGeneration(account, () =>
        voiceEngine.speak({
          text: textContent,
          voice: profile.voice || undefined,
          rate: profile.rate ?? 1,
          pitch: profile.pitch ?? 1,
        }),
      ),
    );
    return NextResponse.json(result, { headers: noStore });
  });
}

export function removeBackgroundRoute(deps: RouteDeps<BackgroundEngine> = {}) {
  const { env, engine } = deps;
  return route({ access: "public" }, async ({ req }) => {
    const account = await guard(req, "background", deps);
    const { imageUrl, imageDataUrl, engine: requested } = await readJson(req, removeBackgroundRequestSchema, { maxBytes: AI_IMAGE_BODY_BYTES });
    const given = imageDataUrl === undefined ? null : dataUrlBytes(imageDataUrl);
    if (given && given.length > IMAGE_DATA_MAX_BYTES) {
      throw new ApiError(413, `The image is larger than ${IMAGE_DATA_MAX_BYTES / (1024 * 1024)} MB`, "payload_too_large");
    }
    const e = env ?? getEnv();
    const body: BackgroundResult = await (deps.queue ?? heavyWork("background")).run(() =>
      withAiGeneration(account, async () => {
        const bytes = given ?? (await fetchImageSafely(imageUrl ?? "", { allowedHosts: testAllowedHosts(e) })).bytes;
        const original = await previewOf(bytes);
        const cutOut = await (engine ?? backgroundEngineFromEnv(e, requested)).removeBackground(bytes);
        return { ...cutOut, original };
      }),
    );
    return NextResponse.json(body, { headers: noStore });
  });
}

export function avatarRoute(deps: RouteDeps<AvatarEngine> = {}) {
  const { env, engine } = deps;
  return route({ access: "public" }, async ({ req }) => {
    const account = await guard(req, "avatar", deps);
    const { prompt, style } = await readJson(req, avatarRequestSchema, { maxBytes: AI_MAX_BODY_BYTES });
    const e = env ?? getEnv();
    const result = await withAiGeneration(account, () => (engine ?? avatarEngineFromEnv(e, testAllowedHosts(e))).generate(prompt, style));
    return NextResponse.json(result, { headers: noStore });
  });
}

/** The bytes of a data URL that passed the schema. */
export function dataUrlBytes(dataUrl: string): Buffer {
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
}
