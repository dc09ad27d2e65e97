import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { falEngine } from "@/lib/server/ai/avatar";
import { removeBgEngine } from "@/lib/server/ai/background";
import { fetchImageSafely, isPublicAddress, testAllowedHosts } from "@/lib/server/ai/safe-fetch";
import { makeSubjectPng, startStubServer, type StubServer } from "@/lib/server/ai/test-helpers";
import { elevenLabsEngine } from "@/lib/server/ai/voice";
import { avatarRoute, removeBackgroundRoute, voiceCloneRoute } from "@/lib/server/ai/routes";
import { getDb } from "@/lib/server/db/client";
import { envSchema } from "@/lib/server/env";

// The routes open the in-memory database on first use: open it here, with time to spare, not inside the first test.
beforeAll(() => getDb(), 60_000);

const KEY = "sk-test-secret-key-123";
let stubs: StubServer[] = [];
afterEach(async () => {
  await Promise.all(stubs.map((s) => s.close()));
  stubs = [];
});
async function stub(...args: Parameters<typeof startStubServer>) {
  const s = await startStubServer(...args);
  stubs.push(s);
  return s;
}
const never = () => new Promise<void>(() => undefined);

async function expect502(promise: Promise<unknown>, message: RegExp) {
  const error = (await promise.then(
    () => null,
    (e: unknown) => e,
  )) as { status?: number; message?: string } | null;
  expect(error?.status).toBe(502);
  expect(error?.message).toMatch(message);
  expect(error?.message).not.toContain(KEY);
}

describe("ElevenLabs adapter", () => {
  it("posts the text with the key header and wraps the PCM answer as WAV", async () => {
    const pcm = Buffer.alloc(32_000); // one second of 16 kHz 16-bit mono
    const s = await stub((_req, res) => res.writeHead(200, { "Content-Type": "audio/pcm" }).end(pcm));
    const result = await elevenLabsEngine({ apiKey: KEY, baseUrl: s.origin, voiceId: "Abcdefghij0123456789" }).speak({
      text: "Hello there",
      rate: 1,
      pitch: 1,
    });
    const [req] = s.requests;
    expect(req.method).toBe("POST");
    expect(req.url).toBe("/v1/text-to-speech/Abcdefghij0123456789?output_format=pcm_16000");
    expect(req.headers["xi-api-key"]).toBe(KEY);
    expect(JSON.parse(req.body.toString())).toMatchObject({ text: "Hello there", model_id: expect.any(String) });
    expect(result).toMatchObject({ provider: "elevenlabs", cloned: true, voice: "Abcdefghij0123456789", mimeType: "audio/wav", durationSeconds: 1 });
    expect(Buffer.from(result.audioBase64, "base64").toString("ascii", 0, 4)).toBe("RIFF");
  });

  it("maps a rejected key, a server error and a timeout to 502 without leaking the key", async () => {
    const s401 = await stub((_req, res) => res.writeHead(401).end(`bad key ${KEY}`));
    await expect502(elevenLabsEngine({ apiKey: KEY, baseUrl: s401.origin }).speak({ text: "x", rate: 1, pitch: 1 }), /ElevenLabs rejected the API key/);
    const s500 = await stub((_req, res) => res.writeHead(500).end("boom"));
    await expect502(elevenLabsEngine({ apiKey: KEY, baseUrl: s500.origin }).speak({ text: "x", rate: 1, pitch: 1 }), /ElevenLabs answered 500/);
    const slow = await stub(never);
    await expect502(
      elevenLabsEngine({ apiKey: KEY, baseUrl: slow.origin, timeoutMs: 200 }).speak({ text: "x", rate: 1, pitch: 1 }),
      /did not answer within/,
    );
  });

  it("is what the route uses when ELEVENLABS_API_KEY is set (502 body in the one error shape)", async () => {
    const s = await stub((_req, res) => res.writeHead(503).end());
    const handler = voiceCloneRoute({ env: envSchema.parse({ ELEVENLABS_API_KEY: KEY, ELEVENLABS_BASE_URL: s.origin }) });
    const res = await handler(new Request("http://x/", { method: "POST", headers: { cookie: `msx_session=${"p".repeat(43)}` }, body: JSON.stringify({ userId: "u", textContent: "Hi" }) }), {});
    expect(res.status).toBe(502);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ error: { code: "upstream_failed", message: "ElevenLabs answered 503" } });
    expect(text).not.toContain(KEY);
    expect(s.requests).toHaveLength(1);
  });
});

describe("remove.bg adapter", () => {
  it("posts the image as multipart with the key header and answers its PNG", async () => {
    const cutOut = await makeSubjectPng(40, 30);
    const s = await stub((_req, res) => res.writeHead(200, { "Content-Type": "image/png" }).end(cutOut));
    const result = await removeBgEngine({ apiKey: KEY, baseUrl: s.origin }).removeBackground(Buffer.from("IMAGEBYTES"));
    const [req] = s.requests;
    expect(req.url).toBe("/v1.0/removebg");
    expect(req.headers["x-api-key"]).toBe(KEY);
    expect(req.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(req.body.toString()).toContain('name="image_file"');
    expect(req.body.toString()).toContain("IMAGEBYTES");
    expect(result).toMatchObject({ provider: "remove.bg", engine: "remove.bg", mimeType: "image/png", width: 40, height: 30 });
  });

  it("maps errors, non-images and timeouts to 502", async () => {
    const s402 = await stub((_req, res) => res.writeHead(402).end());
    await expect502(removeBgEngine({ apiKey: KEY, baseUrl: s402.origin }).removeBackground(Buffer.from("x")), /out of credit/);
    const junk = await stub((_req, res) => res.writeHead(200).end("not a png"));
    await expect502(removeBgEngine({ apiKey: KEY, baseUrl: junk.origin }).removeBackground(Buffer.from("x")), /not an image/);
    const slow = await stub(never);
    await expect502(removeBgEngine({ apiKey: KEY, baseUrl: slow.origin, timeoutMs: 200 }).removeBackground(Buffer.from("x")), /did not answer/);
  });

  it("is what the route uses when REMOVE_BG_API_KEY is set", async () => {
    const png = await makeSubjectPng(40, 30);
    const images = await stub((_req, res) => res.writeHead(200, { "Content-Type": "image/png" }).end(png));
    const provider = await stub((_req, res) => res.writeHead(200, { "Content-Type": "image/png" }).end(png));
    const handler = removeBackgroundRoute({
      env: envSchema.parse({ NODE_ENV: "test", REMOVE_BG_API_KEY: KEY, REMOVE_BG_BASE_URL: provider.origin, AI_TEST_ALLOWED_HOSTS: images.host }),
    });
    const res = await handler(new Request("http://x/", { method: "POST", headers: { cookie: `msx_session=${"p".repeat(43)}` }, body: JSON.stringify({ userId: "u", imageUrl: `${images.origin}/a.png` }) }), {});
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ provider: "remove.bg", engine: "remove.bg" });
    expect(provider.requests).toHaveLength(1);
  });
});

describe("fal adapter", () => {
  it("posts the prompt with the key and answers the image as a data URL", async () => {
    const png = await makeSubjectPng(32, 32);
    const s = await stub((_req, res) =>
      res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ images: [{ url: `data:image/png;base64,${png.toString("base64")}` }] })),
    );
    const result = await falEngine({ apiKey: KEY, baseUrl: s.origin }).generate("A Cat Astronaut", "anime");
    const [req] = s.requests;
    expect(req.url).toBe("/fal-ai/flux/schnell");
    expect(req.headers.authorization).toBe(`Key ${KEY}`);
    const body = JSON.parse(req.body.toString());
    expect(body).toMatchObject({ image_size: "square", sync_mode: true, num_images: 1 });
    expect(body.prompt).toContain("A Cat Astronaut");
    expect(body.prompt).toContain("anime");
    expect(result).toMatchObject({ provider: "fal", style: "anime", seed: "a cat astronaut", mimeType: "image/png" });
    expect(result.dataUrl).toBe(`data:image/png;base64,${png.toString("base64")}`);
  });

  it("maps errors, answers without an image and timeouts to 502", async () => {
    const s403 = await stub((_req, res) => res.writeHead(403).end());
    await expect502(falEngine({ apiKey: KEY, baseUrl: s403.origin }).generate("x", "realistic"), /rejected the API key/);
    const empty = await stub((_req, res) => res.writeHead(200, { "Content-Type": "application/json" }).end("{}"));
    await expect502(falEngine({ apiKey: KEY, baseUrl: empty.origin }).generate("x", "realistic"), /sent no image/);
    const slow = await stub(never);
    await expect502(falEngine({ apiKey: KEY, baseUrl: slow.origin, timeoutMs: 200 }).generate("x", "realistic"), /did not answer/);
  });

  it("is what the route uses when FAL_KEY is set", async () => {
    const s = await stub((_req, res) => res.writeHead(500).end());
    const handler = avatarRoute({ env: envSchema.parse({ FAL_KEY: KEY, FAL_BASE_URL: s.origin }) });
    const res = await handler(new Request("http://x/", { method: "POST", headers: { cookie: `msx_session=${"p".repeat(43)}` }, body: JSON.stringify({ userId: "u", prompt: "cat" }) }), {});
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: { code: "upstream_failed", message: "fal answered 500" } });
  });
});

describe("safe image fetch", () => {
  it("classifies addresses", () => {
    for (const a of ["8.8.8.8", "1.1.1.1", "2606:4700:4700::1111"]) expect(isPublicAddress(a), a).toBe(true);
    for (const a of ["127.0.0.1", "10.1.2.3", "169.254.169.254", "::1", "::", "::ffff:127.0.0.1", "::ffff:8.8.8.8", "fd12::1", "fe80::1", "ff02::1", "0.0.0.0", "224.0.0.251", "100.64.0.1", "nonsense"]) {
      expect(isPublicAddress(a), a).toBe(false);
    }
  });

  it("accepts only exact loopback host:port pairs, never on Vercel or in an ordinary production run", () => {
    const base = { NODE_ENV: "test" as const, VERCEL: undefined, E2E: undefined };
    expect(testAllowedHosts({ ...base, AI_TEST_ALLOWED_HOSTS: "127.0.0.1:3299, 10.0.0.1:80, localhost:1, example.com:80" })).toEqual(["127.0.0.1:3299", "localhost:1"]);
    expect(testAllowedHosts({ ...base, AI_TEST_ALLOWED_HOSTS: undefined })).toEqual([]);
    expect(testAllowedHosts({ ...base, NODE_ENV: "production", AI_TEST_ALLOWED_HOSTS: "127.0.0.1:3299" })).toEqual([]);
    expect(testAllowedHosts({ ...base, NODE_ENV: "production", E2E: "1", AI_TEST_ALLOWED_HOSTS: "127.0.0.1:3299" })).toEqual(["127.0.0.1:3299"]);
    expect(testAllowedHosts({ ...base, VERCEL: "1", AI_TEST_ALLOWED_HOSTS: "127.0.0.1:3299" })).toEqual([]);
  });

  it("stops at the size limit and the time limit", async () => {
    const big = await stub((_req, res) => {
      res.writeHead(200, { "Content-Type": "image/png" });
      res.end(Buffer.alloc(2048));
    });
    await expect(fetchImageSafely(`${big.origin}/a.png`, { allowedHosts: [big.host], maxBytes: 1024 })).rejects.toMatchObject({
      status: 400,
      code: "image_too_large",
    });
    const declared = await stub((_req, res) => res.writeHead(200, { "Content-Type": "image/png", "Content-Length": String(20 * 1024 * 1024) }).end());
    await expect(fetchImageSafely(`${declared.origin}/a.png`, { allowedHosts: [declared.host] })).rejects.toMatchObject({ status: 400, code: "image_too_large" });
    const slow = await stub(never);
    await expect(fetchImageSafely(`${slow.origin}/a.png`, { allowedHosts: [slow.host], timeoutMs: 200 })).rejects.toMatchObject({
      status: 502,
      code: "image_timeout",
    });
  });
});
