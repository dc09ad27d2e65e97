/**
 * The one way to write an API route. `route({ access, body, query, params }, handler)` reads who is asking at the
 * route's access level, parses the body, the query and the path parameters with the route's contract schemas
 * (lib/contracts/), and hands the handler what it needs. The handler calls a service in lib/server/<area> and
 * returns a Response or a JSON value. Errors take the one shape `{ error: { code, message } }` (withApi): a known
 * error its 4xx, anything else a 500 naming a request id that is also in the log line.
 *
 * Access levels:
 * - public: nobody needs a session (log in, sign up, health).
 * - reader: a read; a visitor without a guest account yet reads as the demo user and nothing is stored.
 * - guest: a write by a guest or a user; a visitor's first such request creates its guest account (401 without
 *   a session cookie at all). A GET at this level is refused from another site (403 cross_site_request).
 * At every level a POST, PUT, PATCH or DELETE from another site is refused first (403 cross_site_request): this is
 * the API's CSRF check (the proxy does not run for API routes).
 * - account: a signed-up user; a guest gets 403 `guest_account` with the route's `guestMessage`.
 * - owner: the owner; anyone else gets the 404 of a missing route, so the route reveals nothing.
 */
import "server-only";

import { NextResponse } from "next/server";
import type { z } from "zod";

import { ApiError, readJson, readQuery, withApi } from "@/lib/server/api";
import { type Caller, readAccount, requireAccount } from "@/lib/server/auth/guard";
import { accountFromRequest } from "@/lib/server/auth/session";
import { CROSS_SITE_MESSAGE, crossSite } from "@/lib/server/cross-site";
import type { Account } from "@/lib/server/db/queries/accounts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export type Access = "public" | "reader" | "guest" | "account" | "owner";

type AccountAt<A extends Access> = A extends "public" ? null : A extends "owner" ? Account : Caller;
type Parsed<S> = S extends z.ZodType ? z.infer<S> : undefined;

export interface RouteOptions<A extends Access, B, Q, P> {
  access: A;
  /** Checked first, before the caller is read (e.g. the test harness's secret: the 404 of an unknown route without it). */
  gate?: (req: Request) => void;
  /** The request body's schema (JSON); omitted: the body is not read. */
  body?: B;
  /** Largest JSON body, bytes (default 64 KiB). */
  maxBytes?: number;
  /** The query string's schema. */
  query?: Q;
  /** The path parameters' schema. */
  params?: P;
  /** What a path that does not parse is told (404 not_found). */
  notFound?: string;
  /** access "account": what a guest is told (403 guest_account). */
  guestMessage?: string;
}

export interface RouteContext<A extends Access, B, Q, P> {
  req: Request;
  account: AccountAt<A>;
  body: Parsed<B>;
  query: Parsed<Q>;
  params: Parsed<P>;
}

type NextContext = { params?: Promise<Record<string, string | string[]>> };

async function caller(req: Request, access: Access, guestMessage?: string): Promise<Account | null> {
  switch (access) {
    case "public":
      return null;
    case "reader":
      return readAccount(req);
    case "guest":
      return requireAccount(req);
    case "account": {
      const account = await requireAccount(req);
      if (account.role === "guest") throw new ApiError(403, guestMessage ?? "Create an account to use this", "guest_account");
      return account;
    }
    case "owner": {
      const account = await accountFromRequest(req, { createGuest: false });
      if (account?.role !== "owner") throw new ApiError(404, "Not found");
      return account;
    }
  }
}

export function route<A extends Access, B extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined, P extends z.ZodType | undefined = undefined>(
  options: RouteOptions<A, B, Q, P>,
  handler: (ctx: RouteContext<A, B, Q, P>) => Promise<Response | unknown> | Response | unknown,
): (req: Request, ctx?: NextContext) => Promise<Response> {
  return withApi<NextContext | undefined>(async (req, ctx) => {
    // CSRF: a state-changing request must come from this site (with the SameSite=Lax session cookie, another site
    // cannot act for a signed-in creator). A GET of a route that may write (its first request creates the visitor's
    // guest account; some reserve storage) is refused from another site too: a cross-site link carries the Lax cookie.
    const unsafe = !SAFE_METHODS.has(req.method);
    if ((unsafe || options.access === "guest") && crossSite(req.headers)) {
      throw new ApiError(403, CROSS_SITE_MESSAGE, "cross_site_request");
    }
    options.gate?.(req);
    const account = await caller(req, options.access, options.guestMessage);
    const body = options.body ? await readJson(req, options.body, { maxBytes: options.maxBytes }) : undefined;
    const query = options.query ? readQuery(req.url, options.query) : undefined;
    let params: unknown;
    if (options.params) {
      const parsed = options.params.safeParse((await ctx?.params) ?? {});
      if (!parsed.success) throw new ApiError(404, options.notFound ?? "Not found", "not_found");
      params = parsed.data;
    }
    const answer = await handler({ req, account, body, query, params } as RouteContext<A, B, Q, P>);
    return answer instanceof Response ? answer : NextResponse.json(answer);
  }) as (req: Request, ctx?: NextContext) => Promise<Response>;
}
