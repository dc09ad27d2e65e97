/**
 * The browser's one fetch client: every request the browser makes goes through it (ESLint refuses `fetch(` in
 * components/ and browser lib/ code elsewhere). `api` is one JSON request to our own API, answered as a result: `{ ok: true, ...answer }`, or `{ ok: false, status, code,
 * message }` for the server's one-shape error, a network failure (status 0) or an answer that does not match the
 * route's contract schema (code unexpected_answer). It never throws, so a screen shows one error and keeps working.
 * An error that says more than its code and message (a 409 revision_conflict names the revision the server is at)
 * hands the rest over as `details`, for the caller to read with the route's contract schema.
 * `fetchFile` reads a file's bytes (an upload, a blob: URL, a sample in public/).
 * Small on purpose: the shell (session, wallet) uses it on every page; the full list of account calls is
 * lib/account-client.ts.
 */
export type ApiResult<T> = ({ ok: true } & T) | ApiFailure;

export interface ApiFailure {
  ok: false;
  status: number;
  code: string;
  message: string;
  /** The error object's other fields, when it has any. */
  details?: Record<string, unknown>;
}

export const UNEXPECTED_ANSWER = "unexpected_answer";

/** A contract schema as the client uses it (zod or zod/mini): a safe parse of the answer. */
export interface AnswerSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { issues: readonly { message: string }[] } };
}

/**
 * `init.signal` cancels the request (the answer is then the network failure, which the caller ignores); `init.fetch`
 * stands in for the browser's fetch (a unit test's answer).
 */
export async function api<T extends object>(
  method: string,
  url: string,
  body?: unknown,
  schema?: AnswerSchema<T>,
  init: { signal?: AbortSignal; fetch?: typeof fetch } = {},
): Promise<ApiResult<T>> {
  try {
    const res = await (init.fetch ?? fetch)(url, {
      method,
      credentials: "same-origin",
      signal: init.signal,
      headers: body === undefined ? undefined : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const data = (await res.json().catch(() => ({}))) as T & { error?: unknown };
    if (!res.ok) return failure(res.status, data.error);
    if (schema) {
      const parsed = schema.safeParse(data);
      if (!parsed.success) {
        console.error(`Unexpected answer from ${url}:`, parsed.error.issues[0]?.message ?? "does not match its contract");
        return { ok: false, status: res.status, code: UNEXPECTED_ANSWER, message: "The server sent an answer this screen cannot read. Please try again." };
      }
      return { ok: true, ...parsed.data };
    }
    return { ok: true, ...data };
  } catch {
    return { ok: false, status: 0, code: "network", message: "The server could not be reached. Check your connection and try again." };
  }
}

/** A refused answer in the one error shape `{ error: { code, message, ...details } }`; anything else is a generic error. */
function failure(status: number, error: unknown): ApiFailure {
  const { code, message, ...details } = typeof error === "object" && error !== null ? (error as Record<string, unknown>) : {};
  return {
    ok: false,
    status,
    code: typeof code === "string" ? code : "error",
    message: typeof message === "string" ? message : "Something went wrong. Please try again.",
    ...(Object.keys(details).length > 0 ? { details } : {}),
  };
}

/**
 * A file's bytes as the browser's fetch answers them (the caller reads `.blob()` or `.arrayBuffer()` and checks
 * `.ok`): an upload, a blob: URL, a sample in public/, a model. Rejects when the network fails, as fetch does.
 */
export function fetchFile(url: string, init: { signal?: AbortSignal } = {}): Promise<Response> {
  return fetch(url, init);
}
