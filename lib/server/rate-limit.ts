import "server-only";

/**
 * A fixed-window rate limiter kept in this process's memory: enough for one server, and the
 * answer (allowed, retry-after seconds) is what a shared store would give too.
 */
export interface RateLimiter {
  check(key: string, now?: number): { allowed: boolean; remaining: number; retryAfterSeconds: number };
  reset(key?: string): void;
}

export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    check(key, now = Date.now()) {
      let w = windows.get(key);
      if (!w || now - w.start >= windowMs) {
        w = { start: now, count: 0 };
        windows.set(key, w);
      }
      if (windows.size > 10_000) {
        for (const [k, v] of windows) if (now - v.start >= windowMs) windows.delete(k);
      }
      if (w.count >= limit) {
        return { allowed: false, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil((w.start + windowMs - now) / 1000)) };
      }
      w.count += 1;
      return { allowed: true, remaining: limit - w.count, retryAfterSeconds: 0 };
    },
    reset(key) {
      if (key === undefined) windows.clear();
      else windows.delete(key);
    },
  };
}

/** The calling client's rate-limit key: its socket address, or what a trusted proxy reports (lib/server/client-address). */
export { clientKey } from "@/lib/server/client-address";
