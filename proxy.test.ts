import { NextRequest } from "next/server";
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { describe, expect, it } from "vitest";

import { config, proxy } from "@/proxy";

describe("the proxy runs where it is needed", () => {
  const runsFor = (url: string) => unstable_doesMiddlewareMatch({ config, url });

  it("is not invoked for API routes, static files or media", () => {
    for (const url of ["/api/me", "/api/health", "/api/wallet/claim", "/api/storage/parts/u/1", "/api/projects/abc", "/_next/static/chunks/a.js", "/media/sample.mp4", "/models/selfie/model.json", "/favicon.ico"]) {
      expect(runsFor(url), url).toBe(false);
    }
  });

  it("runs for pages, which get their nonce", () => {
    for (const url of ["/", "/dashboard", "/editor", "/projects", "/subscription", "/effects", "/login"]) {
      expect(runsFor(url), url).toBe(true);
    }
    const res = proxy(new NextRequest("http://127.0.0.1:3000/dashboard"));
    expect(res.headers.get("content-security-policy")).toMatch(/'nonce-[A-Za-z0-9_-]{43}'/);
  });

  it("gives a first-time page visitor a session token, and a returning one none", () => {
    const first = proxy(new NextRequest("http://127.0.0.1:3000/dashboard"));
    expect(first.cookies.get("msx_session")?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = proxy(new NextRequest("http://127.0.0.1:3000/dashboard", { headers: { cookie: `msx_session=${"a".repeat(43)}` } }));
    expect(again.cookies.get("msx_session")).toBeUndefined();
  });
});
