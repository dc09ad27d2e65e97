import { afterEach, describe, expect, it, vi } from "vitest";

import { POST as forgot } from "@/app/api/auth/forgot/route";
import { POST as signup } from "@/app/api/auth/signup/route";
import { logMailer, mailDelivered } from "@/lib/server/auth/mailer";
import { call, runId, withAppDatabase } from "@/lib/server/auth/test-helpers";
import { testDatabases } from "@/lib/server/db/test-db";
import { resetEnvForTests } from "@/lib/server/env";
import { requestContext } from "@/lib/server/storage/rules";

import { appOrigin, appUrl, assertAppUrlConfigured, DEV_APP_URL } from "@/lib/server/app-url";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  resetEnvForTests();
});

describe("APP_URL at start", () => {
  it("is required in production, with the reason", () => {
    expect(() => assertAppUrlConfigured({ NODE_ENV: "production" })).toThrow(/APP_URL is not set/);
  });
  it("must be an http(s) origin, https in production unless it is this machine", () => {
    expect(() => assertAppUrlConfigured({ NODE_ENV: "production", APP_URL: "studio.example.com" })).toThrow(/not an http\(s\) address/);
    expect(() => assertAppUrlConfigured({ NODE_ENV: "production", APP_URL: "javascript:alert(1)" })).toThrow(/not an http\(s\) address/);
    expect(() => assertAppUrlConfigured({ NODE_ENV: "production", APP_URL: "http://studio.example.com" })).toThrow(/https/);
    expect(() => assertAppUrlConfigured({ NODE_ENV: "production", APP_URL: "https://studio.example.com" })).not.toThrow();
    expect(() => assertAppUrlConfigured({ NODE_ENV: "production", APP_URL: "http://127.0.0.1:3210" })).not.toThrow();
  });
  it("is optional in development, and `next build` needs none", () => {
    expect(() => assertAppUrlConfigured({ NODE_ENV: "development" })).not.toThrow();
    expect(() => assertAppUrlConfigured({ NODE_ENV: "production", NEXT_PHASE: "phase-production-build" })).not.toThrow();
  });
});

describe("appOrigin", () => {
  const forged = () => new Request("http://evil.example/api/auth/forgot", { headers: { host: "evil.example" } });
  it("is APP_URL's origin whatever the request says", () => {
    expect(appOrigin(forged(), { NODE_ENV: "production", APP_URL: "https://studio.example.com/some/path" })).toBe("https://studio.example.com");
    expect(appUrl("/login?error=x", forged(), { NODE_ENV: "development", APP_URL: "https://studio.example.com" }).toString()).toBe(
      "https://studio.example.com/login?error=x",
    );
  });
  it("in development without APP_URL: the request's origin, or http://localhost:3000", () => {
    expect(appOrigin(new Request("http://127.0.0.1:4000/x"), { NODE_ENV: "development" })).toBe("http://127.0.0.1:4000");
    expect(appOrigin(undefined, { NODE_ENV: "development" })).toBe(DEV_APP_URL);
  });
  it("never falls back to the request in production", () => {
    expect(() => appOrigin(forged(), { NODE_ENV: "production" })).toThrow(/APP_URL/);
  });
  it("signed embedded-store URLs use APP_URL, not a forged Host", () => {
    vi.stubEnv("APP_URL", "https://studio.example.com");
    resetEnvForTests();
    const req = new Request("http://127.0.0.1:3000/api/s3/params", { headers: { host: "evil.example", "x-forwarded-host": "evil.example" } });
    expect(requestContext(req)).toEqual({ origin: "https://studio.example.com" });
  });
});

for (const factory of testDatabases()) {
  describe(`the reset and verification mails' links on ${factory.name}`, { timeout: 60_000 }, () => {
    withAppDatabase(factory);

    it("points at APP_URL even when the request names another host", async () => {
      vi.stubEnv("APP_URL", "https://studio.example.com");
      resetEnvForTests();
      const id = runId();
      const email = `reset-${id}@example.com`;
      const send = vi.spyOn(logMailer, "send").mockResolvedValue(undefined);
      const made = await call(
        signup,
        new Request("http://evil.example/api/auth/signup", {
          method: "POST",
          headers: { host: "evil.example", "x-forwarded-host": "evil.example", "content-type": "application/json" },
          body: JSON.stringify({ firstName: "Ada", lastName: "Lovelace", email, username: `reset_${id}`, password: "engine-42-secret" }),
        }),
      );
      expect(made.status).toBe(201);
      // The sign-up's verification link, too, is built from APP_URL.
      await mailDelivered();
      const verification = send.mock.calls[0][0].text;
      expect(verification).toMatch(/https:\/\/studio\.example\.com\/verify-email\?token=[A-Za-z0-9_-]{43}/);
      expect(verification).not.toContain("evil.example");
      send.mockClear();
      const req = new Request("http://evil.example/api/auth/forgot", {
        method: "POST",
        headers: { host: "evil.example", "x-forwarded-host": "evil.example", "content-type": "application/json", "x-forwarded-for": "10.9.9.9" },
        body: JSON.stringify({ email }),
      });
      expect((await call(forgot, req)).status).toBe(200);
      await mailDelivered();
      const text = send.mock.calls[0][0].text;
      expect(text).toMatch(/https:\/\/studio\.example\.com\/forgot-password\?token=[A-Za-z0-9_-]{43}/);
      expect(text).not.toContain("evil.example");
    });
  });
}
