import "server-only";

import { ApiError } from "@/lib/server/api";

/** How long a hosted provider may take before the request is abandoned (502). */
export const UPSTREAM_TIMEOUT_MS = 30_000;

export interface ProviderConfig {
  /** The provider's API key: sent only to the provider, never logged, never answered. */
  apiKey: string;
  baseUrl: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/**
 * Calls a hosted provider with `fetch` and a timeout. Every failure (network, timeout, non-2xx)
 * becomes a 502 naming the provider and the reason, without the key or the provider's body.
 */
export async function callProvider(
  provider: string,
  url: string,
  init: RequestInit,
  { timeoutMs = UPSTREAM_TIMEOUT_MS, fetchImpl = fetch }: { timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): Promise<Response> {
  let res: Response;
  try {
    res = await fetchImpl(url, { ...init, redirect: "error", signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    throw new ApiError(
      502,
      timedOut ? `${provider} did not answer within ${Math.round(timeoutMs / 1000)} s` : `${provider} could not be reached`,
      "upstream_failed",
    );
  }
  if (!res.ok) {
    // Drain the body so the connection is released; its text is not passed on (it may echo input).
    await res.body?.cancel().catch(() => undefined);
    const reason =
      res.status === 401 || res.status === 403
        ? "rejected the API key"
        : res.status === 429
          ? "is rate limiting this server"
          : res.status === 402
            ? "reports the account is out of credit"
            : `answered ${res.status}`;
    throw new ApiError(502, `${provider} ${reason}`, "upstream_failed");
  }
  return res;
}

/** Reads a provider's body, turning a timeout or a broken stream into a 502. */
export async function readProviderBody<T>(provider: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch {
    throw new ApiError(502, `${provider} sent an unreadable answer`, "upstream_failed");
  }
}
