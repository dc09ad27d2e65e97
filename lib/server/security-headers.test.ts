import { describe, expect, it } from "vitest";

import { contentSecurityPolicy, securityHeaders, storageOriginFromEnv } from "@/lib/server/security-headers";

describe("security headers", () => {
  it("allows the storage origin for media, images and uploads when configured", () => {
    const csp = contentSecurityPolicy({ storageOrigin: "https://bucket.s3.eu-west-1.amazonaws.com" });
    expect(csp).toContain("media-src 'self' blob: data: https://bucket.s3.eu-west-1.amazonaws.com");
    expect(csp).toContain("connect-src 'self' blob: data: https://bucket.s3.eu-west-1.amazonaws.com");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("'unsafe-eval'");
  });

  it("derives the storage origin from the environment", () => {
    expect(storageOriginFromEnv({})).toBeNull();
    expect(storageOriginFromEnv({ S3_ENDPOINT: "http://127.0.0.1:9000/path" })).toBe("http://127.0.0.1:9000");
    expect(storageOriginFromEnv({ S3_BUCKET: "b", S3_REGION: "eu-west-1" })).toBe("https://b.s3.eu-west-1.amazonaws.com");
    expect(storageOriginFromEnv({ S3_ENDPOINT: "not a url" })).toBeNull();
  });

  it("sends nosniff, the referrer policy and a microphone-for-self permissions policy", () => {
    const headers = Object.fromEntries(securityHeaders().map((h) => [h.key, h.value]));
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["Permissions-Policy"]).toContain("microphone=(self)");
  });

  it("gives API answers a policy that loads, runs and frames nothing, with no \":\" for Next to compile per request", () => {
    const api = Object.fromEntries(securityHeaders({ api: true, dev: false }).map((h) => [h.key, h.value]));
    expect(api["Content-Security-Policy"]).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    for (const { value } of securityHeaders({ api: true, dev: false })) expect(value).not.toContain(":");
    expect(api["X-Content-Type-Options"]).toBe("nosniff");
    expect(api["Strict-Transport-Security"]).toBe("max-age=63072000; includeSubDomains");
  });

  it("sends HSTS in production, not in development", () => {
    const production = Object.fromEntries(securityHeaders({ dev: false }).map((h) => [h.key, h.value]));
    expect(production["Strict-Transport-Security"]).toBe("max-age=63072000; includeSubDomains");
    const development = securityHeaders({ dev: true }).map((h) => h.key);
    expect(development).not.toContain("Strict-Transport-Security");
  });
});

describe("a page's script policy", () => {
  it("runs only scripts with the answer's nonce and what they load, never inline text without it", () => {
    const csp = contentSecurityPolicy({ nonce: "abc123" });
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src"));
    expect(scriptSrc).toBe("script-src 'self' 'nonce-abc123' 'strict-dynamic' 'wasm-unsafe-eval'");
    expect(contentSecurityPolicy()).toContain("script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval'");
  });
});
