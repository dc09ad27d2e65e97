import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";

import { ApiError, readJson, withApi } from "./api";
import { answerMalformed, malformedPath } from "./request-hook";
import { route } from "./route";

describe("malformed addresses", () => {
  const answer = (url: string) => {
    const res = { status: 0, headers: {} as Record<string, string>, body: "" };
    const answered = answerMalformed(
      { url },
      {
        writeHead: ((status: number, headers: Record<string, string>) => Object.assign(res, { status, headers })) as never,
        end: ((body: string) => Object.assign(res, { body })) as never,
      },
    );
    return { answered, ...res };
  };

  it("answers 400 in the error shape, before Next, for a path whose percent-encoding does not decode", () => {
    for (const path of ["/api/projects/%E0%A4%A", "/api/files/%", "/projects/%zz", "/api/wallet/%E0?x=1"]) {
      const res = answer(path);
      expect(res.answered, path).toBe(true);
      expect(res.status, path).toBe(400);
      expect(res.headers["content-type"]).toBe("application/json");
      expect(JSON.parse(res.body)).toEqual({ error: { code: "malformed_url", message: expect.stringContaining("not valid") } });
    }
  });

  it("lets a well-formed encoding through, and does not read the query as the path", () => {
    for (const path of ["/api/projects/%E0%A4%A4", "/api/me", "/dashboard?q=%zz", "/"]) {
      expect(answer(path).answered, path).toBe(false);
      expect(malformedPath(path), path).toBe(false);
    }
  });
});

describe("cross-site writes", () => {
  const claim = route({ access: "public" }, () => ({ ok: true }));
  const post = (headers: Record<string, string>) => claim(new Request("http://127.0.0.1:3000/api/wallet/claim", { method: "POST", headers }));

  it("refuses a state-changing API request from another origin or site, in the error shape, at every access level", async () => {
    const evil = await post({ origin: "https://evil.example", host: "127.0.0.1:3000" });
    expect(evil.status).toBe(403);
    expect(await evil.json()).toEqual({ error: { code: "cross_site_request", message: "Requests that change data must come from this site" } });
    expect((await post({ "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await post({ "sec-fetch-site": "same-site" })).status).toBe(403);
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const res = await claim(new Request("http://127.0.0.1:3000/api/x", { method, headers: { origin: "https://evil.example", host: "127.0.0.1:3000" } }));
      expect(res.status, method).toBe(403);
    }
  });

  it("lets the site's own requests, and clients that are not a browser acting for someone, through", async () => {
    const same = await post({ origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" });
    expect(same.status).toBe(200);
    expect(await same.json()).toEqual({ ok: true });
    expect((await post({ "sec-fetch-site": "same-origin" })).status).toBe(200);
    expect((await post({})).status).toBe(200);
    // A read from another site is a read: a public GET answers.
    const read = await claim(new Request("http://127.0.0.1:3000/api/x", { headers: { origin: "https://evil.example", host: "127.0.0.1:3000" } }));
    expect(read.status).toBe(200);
  });
});

describe("withApi", () => {
  afterEach(() => vi.restoreAllMocks());

  it("answers an unknown error as a 500 in the error shape with a request id that is also logged", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const handler = withApi(async () => {
      throw new TypeError("Cannot read properties of undefined (reading 'secret')");
    });
    const res = await handler(new Request("http://127.0.0.1/api/x"), {});
    expect(res.status).toBe(500);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("internal_error");
    const id = res.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.error.message).toContain(id);
    // Nothing of the error itself reaches the client.
    expect(body.error.message).not.toContain("secret");
    expect(String(log.mock.calls[0]?.[0])).toContain(id);
  });

  it("keeps an ApiError's own status", async () => {
    const res = await withApi(async () => {
      throw new ApiError(409, "Already claimed", "already_claimed");
    })(new Request("http://127.0.0.1/api/x"), {});
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: { code: "already_claimed", message: "Already claimed" } });
  });

  it("answers a request whose client went away mid-body with a 400, and logs nothing", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    // As Node's server ends the body of a request whose connection closed: an "aborted" error, ECONNRESET.
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"kind":'));
        controller.error(Object.assign(new Error("aborted"), { code: "ECONNRESET" }));
      },
    });
    const req = new Request("http://127.0.0.1/api/x", { method: "POST", body, duplex: "half" } as RequestInit);
    const res = await withApi(async (r: Request) => Response.json(await readJson(r, z.object({ kind: z.string() }))))(req, {});
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: "request_aborted", message: "The request was cancelled before its body arrived" } });
    expect(log).not.toHaveBeenCalled();
  });
});
