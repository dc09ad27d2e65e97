/**
 * Who is calling, for rate limits and guest quotas: the address of the TCP connection (the socket), never a
 * header the client can write. Next's route handlers do not see the socket, and `next start` passes a client's
 * own X-Forwarded-For through untouched (it sets the header from the socket only when the request has none), so
 * a header alone proves nothing. The request hook (lib/server/request-hook.ts, installed by instrumentation.ts) wraps the
 * Node HTTP server's "request" event in an AsyncLocalStorage holding the socket's address; everything that request runs
 * (proxy, route handler, server components) reads it from there.
 *
 * Forwarded headers count only when the operator says so:
 * - TRUSTED_PROXY (addresses or CIDR ranges, comma-separated): when the socket belongs to one of them, the
 *   client is the right-most X-Forwarded-For entry that is not a trusted proxy (each proxy appends what it saw);
 * - on Vercel (VERCEL set): Vercel's own x-vercel-forwarded-for (x-real-ip as fallback), which Vercel sets from
 *   the connection and overwrites when a client sends it.
 *
 * IPv6 clients are keyed by their /64 (one subscriber's network), IPv4-mapped addresses as IPv4.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { BlockList, isIP } from "node:net";

const STORE_KEY = Symbol.for("msx.peer-address");

type Slot = { [STORE_KEY]?: AsyncLocalStorage<string> };

/** One store per process, shared by every bundle (instrumentation, routes and pages are bundled apart). */
function store(): AsyncLocalStorage<string> {
  const slot = globalThis as Slot;
  slot[STORE_KEY] ??= new AsyncLocalStorage<string>();
  return slot[STORE_KEY];
}

/** Runs `fn` as a request whose connection comes from `address` (the server hook; route tests). */
export function runWithPeerAddress<T>(address: string, fn: () => T): T {
  return store().run(address, fn);
}

/** The socket address of the current request, or null outside a request served through the hook. */
export function peerAddress(): string | null {
  return store().getStore() ?? null;
}

/** An address as a rate-limit key: IPv4 as is (IPv4-mapped IPv6 too), IPv6 by its /64. */
export function addressKey(address: string): string {
  const bare = address.trim().replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped) return mapped[1];
  if (isIP(bare) !== 6) return bare;
  const [head, tail = ""] = bare.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = bare.includes("::") ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** Parses TRUSTED_PROXY: "127.0.0.1, 10.0.0.0/8, fd00::/8". Throws on an entry that is not an address or range. */
export function parseTrustedProxies(value: string | undefined): BlockList | null {
  if (!value?.trim()) return null;
  const list = new BlockList();
  for (const raw of value.split(",")) {
    const entry = raw.trim();
    if (!entry) continue;
    const [address, bits] = entry.split("/");
    const family = isIP(address);
    if (family === 0 || (bits !== undefined && !/^\d+$/.test(bits))) throw new Error(`TRUSTED_PROXY: "${entry}" is not an IP address or CIDR range`);
    const type = family === 6 ? "ipv6" : "ipv4";
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

function trusted(list: BlockList, address: string): boolean {
  const bare = address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, "$1");
  const family = isIP(bare);
  return family !== 0 && list.check(bare, family === 6 ? "ipv6" : "ipv4");
}

export interface ClientAddressConfig {
  /** TRUSTED_PROXY as given. */
  trustedProxy?: string;
  /** Set on Vercel. */
  vercel?: string;
}

let cachedConfig: { raw: string | undefined; list: BlockList | null } | null = null;

function trustedList(raw: string | undefined): BlockList | null {
  if (!cachedConfig || cachedConfig.raw !== raw) cachedConfig = { raw, list: parseTrustedProxies(raw) };
  return cachedConfig.list;
}

function firstHeaderAddress(value: string | null): string | null {
  const first = value?.split(",")[0]?.trim();
  return first && isIP(first.replace(/^\[|\]$/g, "")) ? first.replace(/^\[|\]$/g, "") : null;
}

/**
 * The calling client's address: the socket's, or the one a trusted proxy (or Vercel) reports. Null when neither
 * is known (a request that did not come through the server hook).
 */
export function clientAddress(req: Request, config: ClientAddressConfig = fromEnv()): string | null {
  if (config.vercel) {
    const vercel = firstHeaderAddress(req.headers.get("x-vercel-forwarded-for")) ?? firstHeaderAddress(req.headers.get("x-real-ip"));
    if (vercel) return vercel;
  }
  const peer = peerAddress();
  if (!peer) return null;
  const list = trustedList(config.trustedProxy);
  if (!list || !trusted(list, peer)) return peer;
  const hops = (req.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim().replace(/^\[|\]$/g, ""))
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    if (isIP(hops[i]) === 0) return peer;
    if (!trusted(list, hops[i])) return hops[i];
  }
  return hops[0] ?? peer;
}

function fromEnv(): ClientAddressConfig {
  return { trustedProxy: process.env.TRUSTED_PROXY, vercel: process.env.VERCEL };
}

/** The rate-limit key of the calling client ("unknown" when the address is not known: they share one bucket). */
export function clientKey(req: Request, config?: ClientAddressConfig): string {
  const address = clientAddress(req, config);
  return address ? addressKey(address) : "unknown";
}

/** One line for the start-up log: how the client's address is found. */
export function describeClientAddress(config: ClientAddressConfig = fromEnv()): string {
  if (config.vercel) return "client address: Vercel's x-vercel-forwarded-for";
  if (config.trustedProxy?.trim()) return `client address: X-Forwarded-For behind TRUSTED_PROXY (${config.trustedProxy.trim()}), the socket otherwise`;
  return "client address: the connection's socket (X-Forwarded-For ignored; set TRUSTED_PROXY behind a proxy)";
}
