import { describe, expect, it } from "vitest";

import { addressKey, clientAddress, clientKey, parseTrustedProxies, runWithPeerAddress } from "@/lib/server/client-address";
import { createRateLimiter } from "@/lib/server/rate-limit";

describe("rate limiter", () => {
  it("allows `limit` calls a window, then answers retry-after", () => {
    const rl = createRateLimiter({ limit: 2, windowMs: 60_000 });
    expect(rl.check("a", 0).allowed).toBe(true);
    expect(rl.check("a", 1).allowed).toBe(true);
    const third = rl.check("a", 1_000);
    expect(third).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 59 });
    expect(rl.check("b", 1_000).allowed).toBe(true);
    expect(rl.check("a", 60_000).allowed).toBe(true);
  });
});

const forged = (xff: string, extra: Record<string, string> = {}) =>
  new Request("http://127.0.0.1/api/x", { headers: { "x-forwarded-for": xff, "x-real-ip": "127.7.7.7", ...extra } });

describe("client identity", () => {
  it("keys a client on its socket address: forwarded headers it writes itself are ignored", () => {
    const keys = Array.from({ length: 5 }, (_, i) => runWithPeerAddress("127.0.0.5", () => clientKey(forged(`127.1.0.${i}`))));
    expect(new Set(keys)).toEqual(new Set(["127.0.0.5"]));
    // Outside a request served through the server hook the address is unknown: one shared bucket, never a header.
    expect(clientKey(forged("127.1.0.1"))).toBe("unknown");
  });

  it("behind a proxy named in TRUSTED_PROXY, takes the right-most X-Forwarded-For entry that is not a trusted proxy", () => {
    const config = { trustedProxy: "127.0.0.10, 127.0.1.0/24" };
    // The client forged 127.9.9.9; the outer proxy appended what it saw (127.0.0.44), the inner proxy appended the outer.
    const req = forged("127.9.9.9, 127.0.0.44, 127.0.1.7");
    expect(runWithPeerAddress("127.0.0.10", () => clientAddress(req, config))).toBe("127.0.0.44");
    // From a socket that is not a trusted proxy, the header is ignored.
    expect(runWithPeerAddress("127.0.0.99", () => clientAddress(req, config))).toBe("127.0.0.99");
    // A malformed entry stops the walk at the proxy.
    expect(runWithPeerAddress("127.0.0.10", () => clientAddress(forged("not-an-ip"), config))).toBe("127.0.0.10");
  });

  it("on Vercel, uses Vercel's own x-vercel-forwarded-for (x-real-ip as fallback)", () => {
    const vercel = { vercel: "1" };
    expect(clientAddress(forged("127.1.1.1", { "x-vercel-forwarded-for": "127.0.0.20" }), vercel)).toBe("127.0.0.20");
    expect(clientAddress(forged("127.1.1.1"), vercel)).toBe("127.7.7.7");
  });

  it("IPv6 clients are keyed by their /64; IPv4-mapped addresses as IPv4", () => {
    expect(addressKey("::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(addressKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8:1:2:bbbb:cccc:dddd:eeee")).toBe("2001:db8:1:2::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
  });

  it("TRUSTED_PROXY must be addresses or CIDR ranges", () => {
    expect(parseTrustedProxies("")).toBeNull();
    expect(parseTrustedProxies("127.0.0.1, ::1, 10.0.0.0/8")?.check("10.1.2.3", "ipv4")).toBe(true);
    expect(() => parseTrustedProxies("proxy.example.com")).toThrow(/TRUSTED_PROXY/);
  });
});
