/**
 * Rate limits counted in the database, so every instance sees the same count (a serverless deployment runs
 * many). One upsert per check. A window opens at a key's first hit and lasts `windowMs`; the next hit after it
 * ends opens a new one. (Windows aligned to the clock would let a burst straddling the boundary through twice.)
 */
import "server-only";

import { eq, sql } from "drizzle-orm";

import type { Executor } from "../client";
import { rateLimits } from "../schema";

export interface RateLimitResult {
  ok: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

export async function hitRateLimit(db: Executor, key: string, limit: number, windowMs: number, now = new Date()): Promise<RateLimitResult> {
  const nowIso = now.toISOString();
  const openSince = new Date(now.getTime() - windowMs).toISOString();
  const stillOpen = sql`${rateLimits.windowStart} > ${openSince}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${stillOpen} then ${rateLimits.count} + 1 else 1 end`,
        windowStart: sql`case when ${stillOpen} then ${rateLimits.windowStart} else ${nowIso}::timestamptz end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  const retryAfterSeconds = Math.max(1, Math.ceil((row.windowStart.getTime() + windowMs - now.getTime()) / 1000));
  return { ok: row.count <= limit, remaining: Math.max(0, limit - row.count), retryAfterSeconds };
}

export async function clearRateLimitKey(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
