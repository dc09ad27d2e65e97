import "server-only";
import { NextResponse } from "next/server";
import { z } from "zod";

/** The one error shape of every route handler: { error: { code, message } }. */
export type ApiErrorBody = { error: { code: string; message: string } };

const codes: Record<number, string> = {
  400: "bad_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  409: "conflict",
  413: "payload_too_large",
  415: "unsupported_media_type",
  422: "unprocessable",
  429: "rate_limited",
  500: "internal_error",
  501: "not_implemented",
  502: "bad_gateway",
  503: "unavailable",
};

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string = codes[status] ?? "error",
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export function errorResponse(status: number, message: string, code?: string, headers?: Record<string, string>) {
  const body: ApiErrorBody = { error: { code: code ?? codes[status] ?? "error", message } };
  return NextResponse.json(body, { status, headers });
}

function zodMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid request";
  const path = issue.path.length ? `${issue.path.join(".")}: ` : "";
  return `${path}${issue.message}`;
}

type Handler<C> = (req: Request, ctx: C) => Promise<Response> | Response;

/**
 * Long runs of hex, base64url or base64 with a digit or a capital in them (hashes, tokens, keys; not a lower-case
 * constraint name), and scrypt/bcrypt-style hashes.
 */
const SECRET_LIKE = /\$[\w.$/+=-]{20,}|\b(?=[A-Za-z0-9+/_=-]*[\dA-Z])[A-Za-z0-9+/_=-]{24,}\b/g;

/** One line of an error safe to log: no query parameters (drizzle appends them after "params:"), no hash or token. */
function redact(text: string): string {
  return text.split(/\n\s*params:/)[0].replace(SECRET_LIKE, "[redacted]");
}

/**
 * What the log gets of an unexpected error: its name, its message and its cause's without query parameters or
 * anything shaped like a hash or a token, and its stack frames (file and line only), never the values it carried.
 */
export function loggableError(error: unknown): string {
  if (!(error instanceof Error)) return "a non-Error value was thrown";
  const frames = (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  const cause = error.cause instanceof Error ? error.cause : null;
  const code = (cause as { code?: unknown } | null)?.code;
  return [
    `${error.name}: ${redact(error.message)}`,
    ...(cause ? [`cause: ${cause.name}${typeof code === "string" ? ` ${code}` : ""}: ${redact(cause.message)}`] : []),
    ...frames,
  ].join("\n");
}

/** C0 control characters (bar tab, line feed and carriage return) and DEL: never valid in a text field. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The path of the first string (or key) in `value` holding a control character, or null. */
function controlCharacterAt(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === "string") return CONTROL.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = controlCharacterAt(item, [...path, String(i)]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (CONTROL.test(key)) return [...path, key];
      const found = controlCharacterAt(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/** 400 `invalid_characters` when a text field carries a NUL or another control character (the database refuses NUL). */
function refuseControlCharacters(value: unknown): void {
  const at = controlCharacterAt(value);
  if (at) {
    const field = at.length ? `${at.join(".")}: ` : "";
    throw new ApiError(400, `${field}Text cannot contain NUL or other control characters`, "invalid_characters");
  }
}

/**
 * Wraps a route handler: ApiError and zod failures become the error shape with their status; anything else is a
 * 500 in the same shape whose message names a request id, logged with the error (never the request, never its query
 * parameters, hashes or tokens, never a stack in the answer), so an operator can find the log line a user reports.
 */
export function withApi<C = unknown>(handler: Handler<C>): Handler<C> {
  return async (req, ctx) => {
    try {
      return await handler(req, ctx);
    } catch (error) {
      if (error instanceof ApiError) return errorResponse(error.status, error.message, error.code, error.headers);
      if (error instanceof z.ZodError) return errorResponse(400, zodMessage(error), "invalid_request");
      const requestId = crypto.randomUUID();
      console.error(`Unhandled route error [request ${requestId}]:`, loggableError(error));
      return errorResponse(500, `Something went wrong on our side. Please try again (request ${requestId}).`, "internal_error", {
        "x-request-id": requestId,
      });
    }
  };
}

/** Reads a JSON body no larger than `maxBytes` and validates it; 413 / 400 otherwise. */
export async function readJson<T extends z.ZodType>(
  req: Request,
  schema: T,
  { maxBytes = 64 * 1024 }: { maxBytes?: number } = {},
): Promise<z.infer<T>> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new ApiError(413, `Request body is larger than ${maxBytes} bytes`);
  let text: string;
  try {
    text = await req.text();
  } catch (error) {
    // The client went away while sending its body (Node's "aborted", ECONNRESET): nobody reads the answer, and it is
    // not an error of ours to log.
    if (req.signal.aborted || (error as NodeJS.ErrnoException).code === "ECONNRESET") {
      throw new ApiError(400, "The request was cancelled before its body arrived", "request_aborted");
    }
    throw error;
  }
  if (Buffer.byteLength(text) > maxBytes) throw new ApiError(413, `Request body is larger than ${maxBytes} bytes`);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ApiError(400, "Request body is not valid JSON", "invalid_json");
  }
  refuseControlCharacters(data);
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError(400, zodMessage(parsed.error), "invalid_request");
  return parsed.data;
}

/** Validates search params with a zod object schema; 400 otherwise. */
export function readQuery<T extends z.ZodType>(url: string | URL, schema: T): z.infer<T> {
  const params = Object.fromEntries(new URL(url).searchParams.entries());
  refuseControlCharacters(params);
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw new ApiError(400, zodMessage(parsed.error), "invalid_request");
  return parsed.data;
}
