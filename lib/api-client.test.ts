import { describe, expect, it, vi } from "vitest";

import { apiGet, apiPost, HttpError, queryKeyToUrl } from "@/lib/api-client";

function fakeFetch(res: Response) {
  return vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => res);
}

describe("fetch helper", () => {
  it("joins query-key segments with '/' and sends cookies", async () => {
    const f = fakeFetch(Response.json({ ok: true }));
    await expect(apiGet(["/api", "projects", 4], { fetchImpl: f })).resolves.toEqual({ ok: true });
    expect(queryKeyToUrl(["/api", "projects", 4])).toBe("/api/projects/4");
    expect(f).toHaveBeenCalledWith("/api/projects/4", expect.objectContaining({ credentials: "include" }));
  });

  it("throws '{status}: {text}' for a non-ok answer", async () => {
    const f = fakeFetch(new Response("nope", { status: 500, statusText: "Internal Server Error" }));
    await expect(apiGet(["/x"], { fetchImpl: f })).rejects.toThrow("500: nope");
  });

  it("uses the status text when the body is empty", async () => {
    const f = fakeFetch(new Response(null, { status: 404, statusText: "Not Found" }));
    const error = await apiGet(["/x"], { fetchImpl: f }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe("404: Not Found");
    expect((error as HttpError).status).toBe(404);
  });

  it("throws on 401 by default", async () => {
    const f = fakeFetch(new Response("Unauthorized", { status: 401 }));
    await expect(apiGet(["/me"], { fetchImpl: f })).rejects.toThrow("401: Unauthorized");
  });

  it("answers null on 401 in the returnNull variant", async () => {
    const f = fakeFetch(new Response("Unauthorized", { status: 401 }));
    await expect(apiGet(["/me"], { fetchImpl: f, on401: "returnNull" })).resolves.toBeNull();
  });

  it("still throws other errors in the returnNull variant", async () => {
    const f = fakeFetch(new Response("boom", { status: 503 }));
    await expect(apiGet(["/me"], { fetchImpl: f, on401: "returnNull" })).rejects.toThrow("503: boom");
  });

  it("POSTs JSON with cookies and reads the answer", async () => {
    const f = fakeFetch(Response.json({ id: 1 }));
    await expect(apiPost("/api/ai/captions", { audioText: "hi" }, { fetchImpl: f })).resolves.toEqual({ id: 1 });
    const [url, init] = f.mock.calls[0]!;
    expect(url).toBe("/api/ai/captions");
    expect(init).toMatchObject({ method: "POST", credentials: "include", body: '{"audioText":"hi"}' });
    expect((init!.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
  });

  it("a failed POST throws the same message shape", async () => {
    const f = fakeFetch(new Response('{"error":"x"}', { status: 400 }));
    await expect(apiPost("/api/x", {}, { fetchImpl: f })).rejects.toThrow('400: {"error":"x"}');
  });
});
