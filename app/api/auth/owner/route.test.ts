import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { resetEnvForTests } from "@/lib/server/env";
import { OWNER_COOKIE, verifyOwnerToken } from "@/lib/server/owner-session";

import { POST } from "./route";

const SECRET = "unit-test-secret-0123456789abcdef0123456789";
const saved = { ...process.env };

function post(body: unknown, ip: string) {
  return POST(
    new Request("http://127.0.0.1/api/auth/owner", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body: JSON.stringify(body),
    }),
    undefined,
  );
}

function ownerCookie(res: Response): string | undefined {
  const header = res.headers.get("set-cookie") ?? "";
  return header.split(/,(?=\s*\w+=)/).find((c) => c.trim().startsWith(`${OWNER_COOKIE}=`));
}

describe("POST /api/auth/owner", () => {
  beforeEach(() => {
    Object.assign(process.env, { OWNER_EMAIL: "boss@example.test", OWNER_PASSWORD: "correct horse", SESSION_SECRET: SECRET });
    resetEnvForTests();
  });
  afterEach(() => {
    for (const key of ["OWNER_EMAIL", "OWNER_PASSWORD", "SESSION_SECRET"]) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
    resetEnvForTests();
  });

  it("grants the owner pair a signed HttpOnly SameSite=Lax cookie", async () => {
    const res = await post({ email: "Boss@example.test", password: "correct horse" }, "1.1.1.1");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ owner: true });
    const cookie = ownerCookie(res)!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=lax/i);
    expect(cookie).toMatch(/Path=\//);
    const token = decodeURIComponent(cookie.split(";")[0]!.split("=").slice(1).join("="));
    expect(verifyOwnerToken(token, SECRET)).toBe(true);
  });

  it("answers owner:false and clears the cookie for anything else", async () => {
    const res = await post({ email: "boss@example.test", password: "correct horse!" }, "1.1.1.2");
    expect(await res.json()).toEqual({ owner: false });
    expect(ownerCookie(res)).toMatch(/Max-Age=0/i);
  });

  it("is disabled without the variables", async () => {
    delete process.env.OWNER_PASSWORD;
    resetEnvForTests();
    const res = await post({ email: "boss@example.test", password: "correct horse" }, "1.1.1.3");
    expect(await res.json()).toEqual({ owner: false });
  });

  it("answers 429 with Retry-After after 5 attempts a minute from one client", async () => {
    for (let i = 0; i < 5; i += 1) expect((await post({ email: "x@y.z", password: `p${i}` }, "1.1.1.4")).status).toBe(200);
    const blocked = await post({ email: "boss@example.test", password: "correct horse" }, "1.1.1.4");
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await blocked.json()).toMatchObject({ error: { code: "rate_limited" } });
  });

  it("rejects bad input with the error shape", async () => {
    const res = await post({ email: "", password: "" }, "1.1.1.5");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: "invalid_request" } });
  });
});
