/**
 * Test helpers for the account routes (unit tests only): point the app's database (getDb) at a fresh test
 * database for one describe block, build requests with a session cookie, read the answer and its cookies.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";

import { mailDelivered } from "@/lib/server/auth/mailer";
import { runWithPeerAddress } from "@/lib/server/client-address";
import type { DbHandle } from "@/lib/server/db/client";
import { forgetSessions } from "@/lib/server/db/queries/accounts";
import { accounts, sessions } from "@/lib/server/db/schema";
import type { TestDbFactory } from "@/lib/server/db/test-db";

const slot = globalThis as unknown as { __msxDb?: Promise<DbHandle>; __msxOwner?: Promise<void> };

/**
 * For the surrounding describe block, the app's database is a fresh migrated one from `factory` (PGlite in
 * memory, or a new database on TEST_DATABASE_URL). Answers a getter for the handle.
 */
export function withAppDatabase(factory: TestDbFactory): () => DbHandle {
  let handle: DbHandle | undefined;
  beforeAll(async () => {
    handle = await factory.open();
    slot.__msxDb = Promise.resolve(handle);
    slot.__msxOwner = undefined;
  }, 60_000);
  afterAll(async () => {
    // Mail handed over after an answer (a sign-up's verification link) reads the database: let it finish first.
    await mailDelivered();
    slot.__msxDb = undefined;
    slot.__msxOwner = undefined;
    await handle?.close();
  });
  return () => {
    if (!handle) throw new Error("The test database is not open");
    return handle;
  };
}

/** Unique per run: the real Postgres test server may keep data between runs. */
export const runId = () => randomUUID().replace(/-/g, "").slice(0, 10);

export const freshToken = () => randomBytes(32).toString("base64url");

export const sha256Hex = (value: string) => createHash("sha256").update(value).digest("hex");

/** A random (loopback) client address, so the per-address rate limits of one test do not reach another. */
export const randomIp = () => `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

/** The socket address each test request comes from (call() runs the handler as the server hook would). */
const peers = new WeakMap<Request, string>();

/** Marks `req` as coming from a connection at `address`. */
export function fromAddress<R extends Request>(req: R, address: string): R {
  peers.set(req, address);
  return req;
}

export const ORIGIN = "http://127.0.0.1:3000";

export interface CallOptions {
  method?: string;
  token?: string | null;
  /** The socket address the request comes from (default: a random one). */
  ip?: string;
  cookies?: Record<string, string>;
  headers?: Record<string, string>;
}

export function request(path: string, body?: unknown, options: CallOptions = {}): Request {
  const cookies = { ...(options.token ? { msx_session: options.token } : {}), ...options.cookies };
  const headers: Record<string, string> = { ...options.headers };
  const cookie = Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join("; ");
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) headers["content-type"] = "application/json";
  const req = new Request(`${ORIGIN}${path}`, {
    method: options.method ?? (body === undefined ? "GET" : "POST"),
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return fromAddress(req, options.ip ?? randomIp());
}

export interface Answer {
  status: number;
  json: Record<string, unknown> & { error?: { code: string; message: string }; user?: Record<string, unknown> };
  headers: Headers;
  /** Set-Cookie by name: the raw value and the attributes (lower-case names). */
  cookies: Map<string, { value: string; attributes: Record<string, string | true> }>;
}

export function setCookies(res: Response): Answer["cookies"] {
  const map: Answer["cookies"] = new Map();
  for (const line of res.headers.getSetCookie()) {
    const [pair, ...attrs] = line.split(";");
    const index = pair.indexOf("=");
    const attributes: Record<string, string | true> = {};
    for (const attr of attrs) {
      const [k, ...v] = attr.trim().split("=");
      attributes[k.toLowerCase()] = v.length ? v.join("=") : true;
    }
    map.set(pair.slice(0, index).trim(), { value: pair.slice(index + 1), attributes });
  }
  return map;
}

type Handler = (req: Request, ctx: never) => Response | Promise<Response>;

export async function call(handler: Handler, req: Request, ctx: unknown = {}): Promise<Answer> {
  const address = peers.get(req);
  const res = await (address ? runWithPeerAddress(address, () => handler(req, ctx as never)) : handler(req, ctx as never));
  const text = await res.text();
  let json: Answer["json"] = {};
  if (text && (res.headers.get("content-type") ?? "").includes("json")) json = JSON.parse(text) as Answer["json"];
  return { status: res.status, json, headers: res.headers, cookies: setCookies(res) };
}

/** The session token an answer set (log-in, sign-up, OAuth callback), or throws. */
export function sessionToken(answer: Answer): string {
  const token = answer.cookies.get("msx_session")?.value;
  if (!token) throw new Error(`No session cookie in the answer (status ${answer.status})`);
  return token;
}

/** The account a token's session belongs to, read from the sessions table by the token's SHA-256. */
export async function accountOfToken(db: DbHandle["db"], token: string) {
  const [row] = await db
    .select({ account: accounts })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(eq(sessions.id, sha256Hex(token)));
  return row?.account ?? null;
}

/**
 * Marks an account's e-mail verified, as opening its link does (app/api/auth/verify-email tests the link itself), for
 * tests of what a verified account may do (claims).
 */
export async function markEmailVerified(db: DbHandle["db"], accountId: string): Promise<void> {
  await db.update(accounts).set({ emailVerifiedAt: new Date() }).where(eq(accounts.id, accountId));
  forgetSessions({ accountId });
}
