import "server-only";

import { lookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { BlockList, isIP } from "node:net";

import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from "request-filtering-agent";

import { ApiError } from "@/lib/server/api";
import type { Env } from "@/lib/server/env";

/**
 * Fetches an image from a user-given URL without letting it reach this server's network
 * (SSRF): http and https only; every address the host resolves to must be public (no loopback,
 * private, link-local incl. cloud metadata, unique-local, multicast, unspecified, IPv4-mapped
 * IPv6); request-filtering-agent checks the address again at connect time, which defeats DNS
 * rebinding; redirects are followed by hand with the same checks (at most 3); 10 s and 10 MB.
 */
export const IMAGE_FETCH_TIMEOUT_MS = 10_000;
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_MAX_REDIRECTS = 3;

// Two lists: Node matches IPv4 addresses against IPv4-mapped IPv6 rules, so one list would block all IPv4.
const blockedV4 = new BlockList();
const blockedV6 = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8], // "this network", unspecified
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, cloud metadata
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const) {
  blockedV4.addSubnet(net, prefix, "ipv4");
}
for (const [net, prefix] of [
  ["::", 96], // unspecified, loopback, IPv4-compatible
  ["::ffff:0:0", 96], // IPv4-mapped
  ["64:ff9b::", 96], // NAT64
  ["100::", 64], // discard
  ["2001:db8::", 32], // documentation
  ["fc00::", 7], // unique-local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
] as const) {
  blockedV6.addSubnet(net, prefix, "ipv6");
}

/** Whether an IP address is a public unicast address a server may fetch from. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "").split("%")[0];
  const family = isIP(bare);
  if (family === 0) return false;
  return family === 4 ? !blockedV4.check(bare, "ipv4") : !blockedV6.check(bare, "ipv6");
}

/**
 * The test-only exceptions: exact loopback host:port pairs from AI_TEST_ALLOWED_HOSTS. It takes
 * effect only when set explicitly, and in a production build only together with E2E=1 (the
 * end-to-end harness); never on Vercel. Production deployments set neither.
 */
export function testAllowedHosts(env: Pick<Env, "AI_TEST_ALLOWED_HOSTS" | "NODE_ENV" | "VERCEL" | "E2E">): string[] {
  if (!env.AI_TEST_ALLOWED_HOSTS || env.VERCEL) return [];
  if (env.NODE_ENV === "production" && env.E2E !== "1") return [];
  return env.AI_TEST_ALLOWED_HOSTS.split(",")
    .map((h) => h.trim().toLowerCase())
    .filter((h) => /^(127\.0\.0\.1|localhost|\[::1\]):\d{1,5}$/.test(h));
}

export interface FetchedImage {
  bytes: Buffer;
  contentType: string;
  url: string;
}

interface SafeFetchOptions {
  allowedHosts?: string[];
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
}

const refused = (message: string, code = "url_not_allowed") => new ApiError(400, message, code);

function hostKey(url: URL): string {
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  return `${url.hostname.toLowerCase()}:${port}`;
}

/** Rejects when the signal aborts (DNS lookups take no signal of their own). */
function untilAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener("abort", () => reject(signal.reason), { once: true });
  });
}

async function checkHost(url: URL, signal: AbortSignal, timeoutMs: number): Promise<void> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host)) {
    if (!isPublicAddress(host)) throw refused("The image URL points to a private or local address");
    return;
  }
  let addresses: { address: string }[];
  try {
    addresses = await Promise.race([lookup(host, { all: true, verbatim: true }), untilAborted(signal)]);
  } catch (error) {
    if (signal.aborted) throw mapNetworkError(error, timeoutMs);
    throw refused("The image URL's host could not be found", "host_not_found");
  }
  if (addresses.length === 0 || addresses.some((a) => !isPublicAddress(a.address))) {
    throw refused("The image URL points to a private or local address");
  }
}

function parseUrl(raw: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw refused("The image URL is not a valid URL", "invalid_url");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw refused("Only http and https image URLs are allowed");
  if (url.username || url.password) throw refused("Image URLs with credentials are not allowed");
  return url;
}

type Hop = { redirect: string } | FetchedImage;

function requestOnce(url: URL, allowed: boolean, signal: AbortSignal, maxBytes: number): Promise<Hop> {
  const isHttps = url.protocol === "https:";
  // Exact test hosts skip the filter; everything else goes through the connect-time address check.
  const agent = allowed
    ? undefined
    : isHttps
      ? new RequestFilteringHttpsAgent({ keepAlive: false })
      : new RequestFilteringHttpAgent({ keepAlive: false });
  const get = isHttps ? https.get : http.get;
  return new Promise<Hop>((resolve, reject) => {
    const req = get(
      url,
      { agent, signal, headers: { Accept: "image/*", "User-Agent": "MSX-Studio-ImageFetcher/1.0" } },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          res.resume();
          const location = res.headers.location;
          if (!location) return reject(new ApiError(502, `The image URL answered ${status} without a location`, "image_unavailable"));
          return resolve({ redirect: location });
        }
        if (status < 200 || status >= 300) {
          res.resume();
          return reject(
            status >= 500
              ? new ApiError(502, `The image server answered ${status}`, "image_unavailable")
              : new ApiError(400, `The image URL answered ${status}`, "image_unavailable"),
          );
        }
        const contentType = String(res.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();
        if (!contentType.startsWith("image/")) {
          res.destroy();
          return reject(refused("The URL did not answer with an image", "not_an_image"));
        }
        const declared = Number(res.headers["content-length"] ?? "0");
        if (declared > maxBytes) {
          res.destroy();
          return reject(refused(`The image is larger than ${maxBytes / 1024 / 1024} MB`, "image_too_large"));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            res.destroy();
            reject(refused(`The image is larger than ${maxBytes / 1024 / 1024} MB`, "image_too_large"));
            return;
          }
          chunks.push(chunk);
        });
        res.on("end", () => resolve({ bytes: Buffer.concat(chunks), contentType, url: url.toString() }));
        res.on("error", (error) => reject(error));
      },
    );
    req.on("error", reject);
  });
}

function mapNetworkError(error: unknown, timeoutMs: number): ApiError {
  if (error instanceof ApiError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const name = error instanceof Error ? error.name : "";
  if (/is not allowed/i.test(message)) return refused("The image URL points to a private or local address");
  if (name === "AbortError" || name === "TimeoutError") {
    return new ApiError(502, `The image server did not answer within ${timeoutMs / 1000} s`, "image_timeout");
  }
  return new ApiError(502, "The image server could not be reached", "image_unavailable");
}

export async function fetchImageSafely(raw: string, options: SafeFetchOptions = {}): Promise<FetchedImage> {
  const {
    allowedHosts = [],
    timeoutMs = IMAGE_FETCH_TIMEOUT_MS,
    maxBytes = IMAGE_MAX_BYTES,
    maxRedirects = IMAGE_MAX_REDIRECTS,
  } = options;
  const signal = AbortSignal.timeout(timeoutMs);
  let url = parseUrl(raw);
  for (let hop = 0; ; hop++) {
    const allowed = allowedHosts.includes(hostKey(url));
    if (!allowed) await checkHost(url, signal, timeoutMs);
    let answer: Hop;
    try {
      answer = await requestOnce(url, allowed, signal, maxBytes);
    } catch (error) {
      throw mapNetworkError(error, timeoutMs);
    }
    if (!("redirect" in answer)) return answer;
    if (hop >= maxRedirects) throw refused(`The image URL redirected more than ${maxRedirects} times`, "too_many_redirects");
    url = parseUrl(answer.redirect, url);
  }
}
