import sharp from "sharp";
import { WebVTTParser } from "webvtt-parser";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { AI_RATE_LIMIT, avatarRoute, captionsRoute, removeBackgroundRoute, voiceCloneRoute } from "@/lib/server/ai/routes";
import { alphaAt, makeSubjectPng, personOnBusyBackdrop, startStubServer, type StubServer } from "@/lib/server/ai/test-helpers";
import { getDb } from "@/lib/server/db/client";
import { runWithPeerAddress } from "@/lib/server/client-address";
import { envSchema, resetEnvForTests } from "@/lib/server/env";
import { createRateLimiter } from "@/lib/server/rate-limit";
import type { VoiceEngine } from "@/lib/server/ai/voice";
import { WorkQueue } from "@/lib/server/work-queue";

// The routes open the in-memory database on first use: open it here, with time to spare, not inside the first test.
// Every test here runs as one guest from one address: its guest limits are raised, as on a test deployment.
beforeAll(() => {
  process.env.GUEST_AI_GENERATIONS_PER_MONTH = "100000";
  process.env.GUEST_AI_REQUESTS_PER_MINUTE = "100000";
  resetEnvForTests();
  return getDb();
}, 60_000);
afterAll(() => {
  delete process.env.GUEST_AI_GENERATIONS_PER_MONTH;
  delete process.env.GUEST_AI_REQUESTS_PER_MINUTE;
  resetEnvForTests();
});

/** A well-formed session token: the route creates its guest account (in the in-memory test database). */
const TEST_SESSION = "t".repeat(43);

const post = (body: unknown, headers: Record<string, string> = {}) =>
  new Request("http://127.0.0.1/api/ai/x", {
    method: "POST",
    headers: { "Content-Type": "application/json", cookie: `msx_session=${TEST_SESSION}`, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

/** Calls a route as a request from `address` (the socket address the server hook would note). */
const call = async (handler: (req: Request) => Response | Promise<Response>, body: unknown, headers?: Record<string, string>, address = "127.0.0.1") => {
  const res = await runWithPeerAddress(address, () => handler(post(body, headers)));
  const json = (await res.json()) as Record<string, unknown> & { error?: { code: string; message: string } };
  return { status: res.status, json, headers: res.headers };
};

const testEnv = (extra: Record<string, string> = {}) => envSchema.parse({ NODE_ENV: "test", ...extra });

describe("the one error shape for bad input (every route)", () => {
  const routes = {
    captions: { handler: captionsRoute(), field: "audioText", max: 5000 },
    voice: { handler: voiceCloneRoute({ env: testEnv() }), field: "textContent", max: 1000 },
    // Background removal's body may carry the image itself: its limit is 10 MB.
    background: { handler: removeBackgroundRoute({ limiter: createRateLimiter(AI_RATE_LIMIT), env: testEnv() }), field: "imageUrl", max: 2048, bodyKb: 10 * 1024 },
    avatar: { handler: avatarRoute({ env: testEnv() }), field: "prompt", max: 1000 },
  };
  for (const [name, { handler, field, max, bodyKb = 64 }] of Object.entries(routes) as [string, { handler: (req: Request) => Promise<Response> | Response; field: string; max: number; bodyKb?: number }][]) {
    it(`${name}: 400 for bad JSON, missing, wrong-typed, blank and too long fields; 413 over ${bodyKb} KB`, async () => {
      const badJson = await call(handler, "{not json");
      expect(badJson.status).toBe(400);
      expect(badJson.json.error?.code).toBe("invalid_json");

      for (const body of [{}, { userId: "demo-user" }, { [field]: "hello" }, { userId: 5, [field]: "x" }, { userId: "demo-user", [field]: 42 }, { userId: "demo-user", [field]: "   \n " }, { userId: "demo-user", [field]: "x".repeat(max + 1) }, [1, 2], null]) {
        const res = await call(handler, body);
        expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(res.json.error).toMatchObject({ code: "invalid_request", message: expect.any(String) });
      }

      const huge = await call(handler, { userId: "demo-user", [field]: "a", pad: "x".repeat((bodyKb + 6) * 1024) });
      expect(huge.status).toBe(413);
      expect(huge.json.error?.code).toBe("payload_too_large");
    });
  }

  it("answers 429 with Retry-After once a client passes the limit (per client)", async () => {
    const handler = captionsRoute({ limiter: createRateLimiter({ limit: 2, windowMs: 60_000 }) });
    const body = { userId: "demo-user", audioText: "Hello there." };
    expect((await call(handler, body, {}, "127.0.0.9")).status).toBe(200);
    expect((await call(handler, body, {}, "127.0.0.9")).status).toBe(200);
    // A forged X-Forwarded-For does not make another client.
    const limited = await call(handler, body, { "x-forwarded-for": "127.0.0.77" }, "127.0.0.9");
    expect(limited.status).toBe(429);
    expect(limited.json.error?.code).toBe("rate_limited");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await call(handler, body, {}, "127.0.0.8")).status).toBe(200);
  });
});

describe("POST /api/ai/captions", () => {
  it("answers timed cues, valid WebVTT and SRT", async () => {
    const { status, json } = await call(captionsRoute(), {
      userId: "demo-user",
      audioText: "Hello world. This is the second sentence of the clip, which is long enough to need two lines of text on screen.",
    });
    expect(status).toBe(200);
    expect(json.provider).toBe("embedded");
    const cues = json.cues as { start: number; end: number; text: string }[];
    expect(cues[0]).toEqual({ start: 0, end: 1, text: "Hello world." });
    expect(cues.length).toBeGreaterThanOrEqual(3);
    const parsed = new WebVTTParser().parse(json.vtt as string, "metadata");
    expect(parsed.errors).toEqual([]);
    expect(parsed.cues.map((c) => c.text)).toEqual(cues.map((c) => c.text));
    expect(json.srt).toMatch(/^1\n00:00:00,000 --> 00:00:01,000\nHello world\.\n/);
  });
});

// Three Flite runs, each also counted per account and (for this guest) per client address: seconds on a busy machine.
describe("POST /api/ai/voice-clone (embedded Flite)", { timeout: 20_000 }, () => {
  const handler = voiceCloneRoute({ env: testEnv() });

  it("speaks the text as a WAV, says it did not clone, and honours voiceProfile", async () => {
    const text = "Welcome to MSX Studio, where your videos come to life.";
    const plain = await call(handler, { userId: "demo-user", textContent: text });
    expect(plain.status).toBe(200);
    expect(plain.json).toMatchObject({ provider: "flite", cloned: false, voice: "slt", mimeType: "audio/wav" });
    const wav = Buffer.from(plain.json.audioBase64 as string, "base64");
    expect(wav.toString("ascii", 0, 4)).toBe("RIFF");
    expect(plain.json.durationSeconds).toBeGreaterThan(1);

    const fast = await call(handler, { userId: "demo-user", textContent: text, voiceProfile: { voice: "rms", rate: 2, pitch: 1.2 } });
    expect(fast.status).toBe(200);
    expect(fast.json.voice).toBe("rms");
    expect(fast.json.durationSeconds as number).toBeLessThan((plain.json.durationSeconds as number) * 0.75);

    const preset = await call(handler, { userId: "demo-user", textContent: "Hi.", voiceProfile: "warm" });
    const again = await call(handler, { userId: "demo-user", textContent: "Hi.", voiceProfile: "warm" });
    expect(["slt", "rms", "awb", "kal"]).toContain(preset.json.voice);
    expect(again.json.voice).toBe(preset.json.voice);
  });

  it("rejects a voiceProfile out of range", async () => {
    for (const voiceProfile of [{ rate: 5 }, { pitch: "high" }, 7]) {
      const res = await call(handler, { userId: "demo-user", textContent: "Hi.", voiceProfile });
      expect(res.status).toBe(400);
    }
  });
});

describe("POST /api/ai/avatar (embedded DiceBear)", () => {
  const handler = avatarRoute({ env: testEnv() });

  it("draws the same avatar for the same (normalised) prompt and a different one for another", async () => {
    const a = await call(handler, { userId: "demo-user", prompt: "A cat astronaut" });
    const b = await call(handler, { userId: "demo-user", prompt: "  a CAT   astronaut! ", style: "realistic" });
    const c = await call(handler, { userId: "demo-user", prompt: "A dog pirate" });
    expect(a.status).toBe(200);
    expect(a.json).toMatchObject({ provider: "dicebear", style: "realistic", engineStyle: "personas", seed: "a cat astronaut", mimeType: "image/svg+xml" });
    expect(a.json.svg).toMatch(/^<svg/);
    expect(a.json.svg).toContain("creativecommons.org/licenses/by/4.0");
    expect(a.json.dataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(b.json.svg).toBe(a.json.svg);
    expect(c.json.svg).not.toBe(a.json.svg);
  });

  it("maps every style and rejects unknown ones", async () => {
    for (const style of ["cinematic", "artistic", "abstract", "anime", "Realistic"]) {
      const res = await call(handler, { userId: "demo-user", prompt: "wizard", style });
      expect(res.status).toBe(200);
      expect(res.json.style).toBe(style.toLowerCase());
    }
    expect((await call(handler, { userId: "demo-user", prompt: "wizard", style: "oil" })).status).toBe(400);
  });
});

describe("POST /api/ai/remove-background", () => {
  let images: StubServer;
  let other: StubServer;
  beforeAll(async () => {
    const png = await makeSubjectPng();
    const person = (await personOnBusyBackdrop()).image;
    other = await startStubServer((_req, res) => res.writeHead(200, { "Content-Type": "image/png" }).end(png));
    images = await startStubServer((req, res) => {
      if (req.url === "/subject.png") return void res.writeHead(200, { "Content-Type": "image/png" }).end(png);
      if (req.url === "/person.png") return void res.writeHead(200, { "Content-Type": "image/png" }).end(person);
      if (req.url === "/hop") return void res.writeHead(302, { Location: "/subject.png" }).end();
      if (req.url === "/to-loopback") return void res.writeHead(302, { Location: `${other.origin}/x.png` }).end();
      if (req.url === "/to-localhost") return void res.writeHead(301, { Location: `http://localhost:${other.port}/x.png` }).end();
      if (req.url === "/to-metadata") return void res.writeHead(307, { Location: "http://169.254.169.254/latest/meta-data/" }).end();
      if (req.url === "/loop") return void res.writeHead(302, { Location: "/loop" }).end();
      if (req.url === "/page") return void res.writeHead(200, { "Content-Type": "text/html" }).end("<p>hi</p>");
      if (req.url === "/broken") return void res.writeHead(200, { "Content-Type": "image/png" }).end("nope");
      res.writeHead(404).end();
    });
  });
  afterAll(async () => {
    await images.close();
    await other.close();
  });

  const handler = () => removeBackgroundRoute({ limiter: createRateLimiter(AI_RATE_LIMIT), env: testEnv({ AI_TEST_ALLOWED_HOSTS: images.host }) });

  it("cuts out an image fetched from an allowed test host (after a redirect)", async () => {
    const { status, json } = await call(handler(), { userId: "demo-user", imageUrl: `${images.origin}/hop` });
    expect(status).toBe(200);
    expect(json).toMatchObject({ provider: "embedded", engine: "flood-fill", mimeType: "image/png", width: 320, height: 240 });
    const png = Buffer.from(json.imageBase64 as string, "base64");
    expect(await alphaAt(png, 0, 0)).toBe(0);
    expect(await alphaAt(png, 319, 239)).toBe(0);
    expect(await alphaAt(png, 160, 120)).toBe(255);
    expect((json.original as { mimeType: string }).mimeType).toBe("image/jpeg");
  });

  it("names the engine: the person model for a person on a busy backdrop; an engine can be asked for by name", async () => {
    const auto = await call(handler(), { userId: "demo-user", imageUrl: `${images.origin}/person.png` });
    expect(auto.status).toBe(200);
    expect(auto.json).toMatchObject({ provider: "embedded", engine: "selfie-segmentation", mimeType: "image/png", width: 288, height: 264 });
    expect(auto.json.personCoverage).toBeGreaterThan(0.2);
    const png = Buffer.from(auto.json.imageBase64 as string, "base64");
    expect(await alphaAt(png, 5, 5)).toBe(0);
    expect(await alphaAt(png, 144, 200)).toBe(255);

    const named = await call(handler(), { userId: "demo-user", imageUrl: `${images.origin}/person.png`, engine: "flood-fill" });
    expect(named.status).toBe(200);
    expect(named.json.engine).toBe("flood-fill");

    const bad = await call(handler(), { userId: "demo-user", imageUrl: `${images.origin}/person.png`, engine: "magic" });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toMatchObject({ code: "invalid_request", message: expect.stringMatching(/engine must be one of/) });
  }, 60_000);

  it("takes the image's bytes as a data URL (imageDataUrl) and names the engine", async () => {
    const person = (await personOnBusyBackdrop()).image;
    const res = await call(handler(), { userId: "demo-user", imageDataUrl: `data:image/png;base64,${person.toString("base64")}` });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ provider: "embedded", engine: "selfie-segmentation", mimeType: "image/png", width: 288, height: 264 });
    const png = Buffer.from(res.json.imageBase64 as string, "base64");
    expect(await alphaAt(png, 5, 5)).toBe(0);
    expect(await alphaAt(png, 144, 200)).toBe(255);

    const jpeg = await sharp(await makeSubjectPng()).jpeg().toBuffer();
    const flat = await call(handler(), { userId: "demo-user", imageDataUrl: `data:image/jpeg;base64,${jpeg.toString("base64")}`, engine: "flood-fill" });
    expect(flat.status).toBe(200);
    expect(flat.json).toMatchObject({ engine: "flood-fill", width: 320, height: 240 });
  }, 60_000);

  it("refuses a data URL of another type, bad base64, both inputs or neither (400), and one past 7 MB (413)", async () => {
    const png = (await makeSubjectPng()).toString("base64");
    const bad: [unknown, RegExp][] = [
      [{ userId: "demo-user", imageDataUrl: `data:image/gif;base64,${png}` }, /imageDataUrl must be a base64 data URL of type image\/png, image\/jpeg, image\/webp/],
      [{ userId: "demo-user", imageDataUrl: `data:text/html;base64,${png}` }, /imageDataUrl must be a base64 data URL/],
      [{ userId: "demo-user", imageDataUrl: "data:image/png,plain" }, /imageDataUrl must be a base64 data URL/],
      [{ userId: "demo-user", imageDataUrl: "data:image/png;base64,@@@@" }, /valid base64/],
      [{ userId: "demo-user", imageDataUrl: 42 }, /imageDataUrl must be a string/],
      [{ userId: "demo-user", imageDataUrl: `data:image/png;base64,${png}`, imageUrl: `${images.origin}/subject.png` }, /either imageUrl or imageDataUrl/],
      [{ userId: "demo-user" }, /either imageUrl or imageDataUrl/],
    ];
    for (const [body, message] of bad) {
      const res = await call(handler(), body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json.error).toMatchObject({ code: "invalid_request", message: expect.stringMatching(message) });
    }

    const notImage = await call(handler(), { userId: "demo-user", imageDataUrl: `data:image/png;base64,${Buffer.from("not a picture").toString("base64")}` });
    expect(notImage.status).toBe(400);
    expect(notImage.json.error?.code).toBe("not_an_image");

    const big = Buffer.alloc(7 * 1024 * 1024 + 3, 1).toString("base64");
    const tooLarge = await call(handler(), { userId: "demo-user", imageDataUrl: `data:image/png;base64,${big}` });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json.error).toMatchObject({ code: "payload_too_large", message: "The image is larger than 7 MB" });
  }, 60_000);

  it("refuses local, private, metadata and non-http addresses, and redirects to them", async () => {
    const refusedUrls = [
      "http://127.0.0.1/x.png",
      `http://127.0.0.1:${other.port}/x.png`,
      "http://localhost/x.png",
      "http://[::1]/x.png",
      "http://[::ffff:127.0.0.1]/x.png",
      "http://0.0.0.0/x.png",
      "http://10.0.0.1/x.png",
      "http://192.168.1.10/x.png",
      "http://172.16.0.5/x.png",
      "http://169.254.169.254/latest/meta-data/",
      "http://[fd00::1]/x.png",
      "http://[fe80::1]/x.png",
      "http://224.0.0.1/x.png",
      "http://2130706433/x.png",
      "file:///etc/passwd",
      "data:image/png;base64,iVBORw0KGgo=",
      "ftp://example.com/x.png",
      "javascript:alert(1)",
      "not a url",
      `${images.origin}/to-loopback`,
      `${images.origin}/to-localhost`,
      `${images.origin}/to-metadata`,
    ];
    for (const imageUrl of refusedUrls) {
      const res = await call(handler(), { userId: "demo-user", imageUrl });
      expect(res.status, imageUrl).toBe(400);
      expect(res.json.error?.message, imageUrl).toMatch(/private or local|http and https|not a valid URL/);
    }
  });

  it("answers 400 for too many redirects, a non-image and broken image bytes; 404 from the host is a 400", async () => {
    const cases: [string, RegExp][] = [
      [`${images.origin}/loop`, /redirected more than 3/],
      [`${images.origin}/page`, /did not answer with an image/],
      [`${images.origin}/broken`, /could not be read as an image/],
      [`${images.origin}/missing.png`, /answered 404/],
    ];
    for (const [imageUrl, message] of cases) {
      const res = await call(handler(), { userId: "demo-user", imageUrl });
      expect(res.status, imageUrl).toBe(400);
      expect(res.json.error?.message).toMatch(message);
    }
  });

  it("ignores AI_TEST_ALLOWED_HOSTS in a production build unless the E2E harness runs it", async () => {
    const prod = removeBackgroundRoute({ limiter: createRateLimiter(AI_RATE_LIMIT), env: envSchema.parse({ NODE_ENV: "production", AI_TEST_ALLOWED_HOSTS: images.host }) });
    expect((await call(prod, { userId: "demo-user", imageUrl: `${images.origin}/subject.png` })).status).toBe(400);
    const e2e = removeBackgroundRoute({ limiter: createRateLimiter(AI_RATE_LIMIT), env: envSchema.parse({ NODE_ENV: "production", E2E: "1", AI_TEST_ALLOWED_HOSTS: images.host }) });
    expect((await call(e2e, { userId: "demo-user", imageUrl: `${images.origin}/subject.png` })).status).toBe(200);
  });
});

describe("heavy work is bounded per process", () => {
  it("20 parallel voice requests: 2 run at once, 4 wait, the rest get 503 with Retry-After at once", async () => {
    let running = 0;
    let most = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const engine: VoiceEngine = {
      provider: "slow",
      async speak() {
        running++;
        most = Math.max(most, running);
        await gate;
        running--;
        return { provider: "slow", cloned: false, voice: "slt", mimeType: "audio/wav", audioBase64: "", durationSeconds: 0 };
      },
    };
    const handler = voiceCloneRoute({ env: testEnv(), engine, queue: new WorkQueue(2, 4), limiter: createRateLimiter({ limit: 1000, windowMs: 60_000 }) });
    let settled = 0;
    const pending = Array.from({ length: 20 }, () => call(handler, { userId: "demo-user", textContent: "Hello." }).finally(() => settled++));
    // While two jobs hold their slots, everything beyond the four waiting places has been answered already.
    await vi.waitFor(() => expect({ settled, running }).toEqual({ settled: 14, running: 2 }), { timeout: 15_000 });
    release();
    const answers = await Promise.all(pending);
    expect(most).toBe(2);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(6);
    const busy = answers.filter((a) => a.status === 503);
    expect(busy).toHaveLength(14);
    for (const a of busy) {
      expect(a.json.error?.code).toBe("server_busy");
      expect(a.headers.get("retry-after")).toBe("5");
    }
  }, 30_000);
});
