/**
 * The site's public origin, from APP_URL. Every absolute link the server hands out (password-reset mail, OAuth
 * redirect URIs, Stripe's return addresses, the embedded store's signed URLs) is built from it, never from the
 * request's Host header or URL: behind `next start` the request URL is http://localhost:<port> whatever the
 * browser used, and a Host header is whatever the client sends.
 *
 * Production requires APP_URL (checked at start, instrumentation.ts). Outside production, without it, links use
 * the origin the request came to (so `npm run dev` works on any port), or http://localhost:3000 with no request.
 */
import "server-only";

import { getEnv } from "@/lib/server/env";

export const DEV_APP_URL = "http://localhost:3000";

type AppUrlEnv = { NODE_ENV?: string; APP_URL?: string; NEXT_PHASE?: string };

function parse(value: string): URL | null {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && !url.username && !url.password ? url : null;
  } catch {
    return null;
  }
}

const loopback = (host: string) => host === "localhost" || host === "127.0.0.1" || host === "[::1]";

/** Checked at start: production needs an APP_URL that is an http(s) origin, https unless it is this machine. */
export function assertAppUrlConfigured(env: AppUrlEnv): void {
  if (env.NEXT_PHASE === "phase-production-build") return; // `next build` makes no links
  if (env.APP_URL) {
    const url = parse(env.APP_URL);
    if (!url) throw new Error(`APP_URL is not an http(s) address: ${env.APP_URL}. Set it to the site's origin, e.g. https://studio.example.com.`);
    if (env.NODE_ENV === "production" && url.protocol !== "https:" && !loopback(url.hostname)) {
      throw new Error(`APP_URL must use https in production (${env.APP_URL}): reset links and OAuth redirects would travel in clear text.`);
    }
    return;
  }
  if (env.NODE_ENV === "production") {
    throw new Error(
      "APP_URL is not set. A production server builds its absolute links (password-reset mail, OAuth redirect URIs, " +
        "Stripe return addresses) from it and never from the request's Host header. Set APP_URL to the site's origin, e.g. https://studio.example.com.",
    );
  }
}

/** The origin links point at (no trailing slash). `req`: the request being answered, used only outside production without APP_URL. */
export function appOrigin(req?: Request, env: AppUrlEnv = getEnv()): string {
  const configured = env.APP_URL ? parse(env.APP_URL) : null;
  if (configured) return configured.origin;
  if (env.NODE_ENV === "production") throw new Error("APP_URL is not set (it is required in production)");
  if (req) return new URL(req.url).origin;
  return DEV_APP_URL;
}

/** An absolute link on this site: `appUrl("/login", req)`. */
export function appUrl(path: string, req?: Request, env?: AppUrlEnv): URL {
  return new URL(path, `${appOrigin(req, env)}/`);
}
