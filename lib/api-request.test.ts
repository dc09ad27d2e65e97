import { afterEach, describe, expect, it, vi } from "vitest";

import { captionsResponseSchema } from "@/lib/contracts/ai-answers";

import { api, UNEXPECTED_ANSWER } from "./api-request";

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the browser's fetch client", () => {
  it("hands back an answer that matches the contract", async () => {
    vi.stubGlobal("fetch", answer(200, { provider: "embedded", cues: [{ start: 0, end: 1.5, text: "Hello." }], vtt: "WEBVTT", srt: "1" }));
    const result = await api("POST", "/api/ai/captions", { audioText: "Hello." }, captionsResponseSchema);
    expect(result).toEqual({ ok: true, provider: "embedded", cues: [{ start: 0, end: 1.5, text: "Hello." }], vtt: "WEBVTT", srt: "1" });
  });

  it('turns an answer of another shape ({"ok":true} for captions) into an error result instead of throwing', async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.stubGlobal("fetch", answer(200, { ok: true }));
    const result = await api("POST", "/api/ai/captions", { audioText: "Hello." }, captionsResponseSchema);
    expect(result).toMatchObject({ ok: false, status: 200, code: UNEXPECTED_ANSWER });
  });

  it("reads the one error shape and a failed connection", async () => {
    vi.stubGlobal("fetch", answer(402, { error: { code: "quota_exceeded", message: "You have used all 5 AI generations" } }));
    expect(await api("POST", "/api/ai/captions", {}, captionsResponseSchema)).toEqual({
      ok: false,
      status: 402,
      code: "quota_exceeded",
      message: "You have used all 5 AI generations",
    });
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    expect(await api("GET", "/api/me")).toMatchObject({ ok: false, status: 0, code: "network" });
  });

  it("sends a JSON body with its content type and the page's cookies; a GET sends neither body nor content type", async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response('{"id":"p-1"}', { status: 201 }));
    vi.stubGlobal("fetch", fetchMock);
    expect(await api("POST", "/api/projects", { record: { id: "new" } })).toEqual({ ok: true, id: "p-1" });
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: '{"record":{"id":"new"}}',
    });
    await api("GET", "/api/projects/p-1");
    expect(fetchMock.mock.calls[1]?.[1]).toMatchObject({ method: "GET", credentials: "same-origin", headers: undefined, body: undefined });
  });

  it("hands over what an error says beyond its code and message (the revision of a 409 conflict)", async () => {
    const conflict = { code: "revision_conflict", message: "This project was saved elsewhere since you opened it.", revision: 3 };
    vi.stubGlobal("fetch", answer(409, { error: conflict }));
    expect(await api("PUT", "/api/projects/p-1", { revision: 2 })).toEqual({
      ok: false,
      status: 409,
      code: "revision_conflict",
      message: conflict.message,
      details: { revision: 3 },
    });
  });

  it("answers a generic error, with the status, for a refusal that is not in the one error shape", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response("Internal Server Error", { status: 500 })));
    expect(await api("GET", "/api/projects/p-1")).toEqual({ ok: false, status: 500, code: "error", message: "Something went wrong. Please try again." });
    vi.stubGlobal("fetch", answer(400, { error: "x" }));
    expect(await api("POST", "/api/x", {})).toEqual({ ok: false, status: 400, code: "error", message: "Something went wrong. Please try again." });
  });

  it("passes a cancel signal to the request; a cancelled request is a network result, not a throw", async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.signal?.aborted) throw new DOMException("The operation was aborted.", "AbortError");
      return new Response("{}", { status: 200 });
    });
    vi.stubGlobal("fetch", fetchMock);
    const controller = new AbortController();
    controller.abort();
    expect(await api("GET", "/api/usage", undefined, undefined, { signal: controller.signal })).toMatchObject({ ok: false, status: 0, code: "network" });
    expect(fetchMock.mock.calls[0]?.[1]?.signal).toBe(controller.signal);
  });
});
