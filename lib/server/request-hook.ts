/**
 * The Node HTTP server's request hook, installed once by instrumentation.ts; it sees every request before Next does:
 * - a path whose percent-encoding does not decode (`/api/projects/%E0%A4%A`) is answered here, 400 in the API's error
 *   shape: Next would answer a plain-text 500, and the proxy does not run for API routes;
 * - every other request runs with its socket's address (lib/server/client-address.ts).
 */
import type { IncomingMessage, ServerResponse } from "node:http";

import { runWithPeerAddress } from "@/lib/server/client-address";

const HOOK_KEY = Symbol.for("msx.request-hook.installed");

const MALFORMED_URL = { code: "malformed_url", message: "The address is not valid (a % must start a valid encoding)" };

/** True when a request target's path (before any `?`) has a percent-encoding that does not decode. */
export function malformedPath(url: string): boolean {
  const end = url.indexOf("?");
  const path = end === -1 ? url : url.slice(0, end);
  if (!path.includes("%")) return false;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/** Answers a request whose path does not decode (400, JSON); false for every other request, which goes on. */
export function answerMalformed(req: Pick<IncomingMessage, "url">, res: Pick<ServerResponse, "writeHead" | "end">): boolean {
  if (!malformedPath(req.url ?? "/")) return false;
  res.writeHead(400, { "content-type": "application/json", "cache-control": "no-store" });
  res.end(JSON.stringify({ error: MALFORMED_URL }));
  return true;
}

interface EmitTarget {
  prototype: { emit: (event: string | symbol, ...args: unknown[]) => boolean };
}

/** Wraps http(s).Server's "request" event. Idempotent; answers whether the hook is (now) installed. */
export async function installRequestHook(): Promise<boolean> {
  const slot = globalThis as { [HOOK_KEY]?: boolean };
  if (slot[HOOK_KEY]) return true;
  const [http, https] = await Promise.all([import("node:http"), import("node:https")]);
  for (const Server of [http.Server, https.Server] as unknown as EmitTarget[]) {
    const original = Server.prototype.emit;
    Server.prototype.emit = function emit(this: unknown, event: string | symbol, ...args: unknown[]) {
      if (event === "request") {
        const [req, res] = args as [IncomingMessage, ServerResponse];
        if (answerMalformed(req, res)) return true;
        const address = req?.socket?.remoteAddress;
        if (address) return runWithPeerAddress(address, () => original.call(this, event, ...args));
      }
      return original.call(this, event, ...args);
    };
  }
  slot[HOOK_KEY] = true;
  return true;
}
