import { createHash } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import * as partSign from "@/app/api/s3/multipart/[uploadId]/[partNumber]/route";
import * as complete from "@/app/api/s3/multipart/[uploadId]/complete/route";
import * as upload from "@/app/api/s3/multipart/[uploadId]/route";
import * as create from "@/app/api/s3/multipart/route";
import * as paramsRoute from "@/app/api/s3/params/route";
import * as sts from "@/app/api/s3/sts/route";
import * as fileRoute from "@/app/api/storage/files/[...key]/route";
import * as postRoute from "@/app/api/storage/files/route";
import * as partPut from "@/app/api/storage/parts/[uploadId]/[partNumber]/route";
import { getDb } from "@/lib/server/db/client";
import { setStorageForTests } from "@/lib/server/storage";
import { EmbeddedStorage } from "@/lib/server/storage/embedded";
import { MAX_UPLOAD_BYTES } from "@/lib/media/upload-rules";

const ORIGIN = "http://127.0.0.1:3999";
let root: string;
let now = Date.now();
const roots: string[] = [];

type Handler<P> = (req: Request, ctx: { params: Promise<P> }) => Promise<Response> | Response;

/** A well-formed session token: the signing routes need a session (its guest is made in the in-memory database). */
const SESSION_COOKIE = `msx_session=${"u".repeat(43)}`;

// The routes need a session, so they open the in-memory database on first use: open it here, with time to spare
// (opening PGlite takes seconds), not inside the first test and its 5 s limit.
beforeAll(() => getDb(), 60_000);

function run<P>(handler: Handler<P>, url: string, init: RequestInit = {}, params = {} as P) {
  const headers = new Headers(init.headers);
  headers.set("cookie", SESSION_COOKIE);
  const req = new Request(new URL(url, ORIGIN), { duplex: "half", ...init, headers } as RequestInit);
  return handler(req, { params: Promise.resolve(params) });
}

const json = (body: unknown) => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

async function expectError(res: Response, status: number, message?: string | RegExp) {
  expect(res.status).toBe(status);
  const body = (await res.json()) as { error: { code: string; message: string } };
  expect(body.error.code).toEqual(expect.any(String));
  if (message) expect(body.error.message).toMatch(message);
  return body.error;
}

const sha = (b: Uint8Array) => createHash("sha256").update(b).digest("hex");
const bytes = (n: number, seed: number): Uint8Array<ArrayBuffer> => Uint8Array.from({ length: n }, (_, i) => (i * 31 + seed) & 0xff);

/** Uploads declare their size when they start (it is reserved against the plan's storage). */
async function startUpload(filename = "clip.mp4", type = "video/mp4", metadata: Record<string, unknown> = { size: 10 * 1024 * 1024 }) {
  const res = await run(create.POST, "/api/s3/multipart", json({ filename, type, metadata }));
  expect(res.status).toBe(200);
  return (await res.json()) as { uploadId: string; key: string };
}

async function signPart(uploadId: string, key: string, partNumber: number) {
  const res = await run(partSign.GET, `/api/s3/multipart/${uploadId}/${partNumber}?key=${encodeURIComponent(key)}`, {}, {
    uploadId,
    partNumber: String(partNumber),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { url: string; expires: number };
}

function putSigned(url: string, body: Uint8Array<ArrayBuffer>) {
  const u = new URL(url);
  const [, , , , uploadId, partNumber] = u.pathname.split("/");
  return run(partPut.PUT, url, { method: "PUT", body }, { uploadId, partNumber });
}

async function uploadPart(uploadId: string, key: string, partNumber: number, body: Uint8Array<ArrayBuffer>) {
  const { url } = await signPart(uploadId, key, partNumber);
  const res = await putSigned(url, body);
  expect(res.status).toBe(200);
  return res.headers.get("etag")!;
}

function readFile(location: string, headers: Record<string, string> = {}, method = "GET") {
  const u = new URL(location);
  const key = u.pathname.replace("/api/storage/files/", "").split("/");
  return run(fileRoute[method as "GET" | "HEAD"], location, { method, headers }, { key });
}

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "msx-uploads-"));
  roots.push(root);
  now = Date.now();
  setStorageForTests(new EmbeddedStorage(root, () => now));
});

afterAll(async () => {
  setStorageForTests(null);
  await Promise.all(roots.map((r) => rm(r, { recursive: true, force: true })));
});

describe("multipart upload through the embedded store", () => {
  it("creates, signs, stores parts, lists, completes and serves the same bytes with Range support", async () => {
    const { uploadId, key } = await startUpload("My Holiday clip!.MP4", "video/mp4");
    expect(key).toMatch(/^uploads\/acc_(?:[0-9a-f-]{36}|g[0-9a-f]{32})\/[0-9a-f-]{36}-My-Holiday-clip\.mp4$/);

    const a = bytes(5 * 1024 * 1024, 1);
    const b = bytes(1234, 2);
    const signed = await signPart(uploadId, key, 1);
    expect(signed.expires).toBe(900);
    expect(signed.url.startsWith(`${ORIGIN}/api/storage/parts/${uploadId}/1?`)).toBe(true);
    const etag1 = await uploadPart(uploadId, key, 1, a);
    expect(etag1).toBe(`"${createHash("md5").update(a).digest("hex")}"`);
    const etag2 = await uploadPart(uploadId, key, 2, b);

    const list = await run(upload.GET, `/api/s3/multipart/${uploadId}?key=${key}`, {}, { uploadId });
    expect(await list.json()).toEqual([
      { PartNumber: 1, ETag: etag1, Size: a.length },
      { PartNumber: 2, ETag: etag2, Size: b.length },
    ]);

    const done = await run(
      complete.POST,
      `/api/s3/multipart/${uploadId}/complete?key=${key}`,
      json({ parts: [{ PartNumber: 1, ETag: etag1 }, { PartNumber: 2, ETag: etag2 }] }),
      { uploadId },
    );
    expect(done.status).toBe(200);
    const { location, key: doneKey } = (await done.json()) as { location: string; key: string };
    expect(doneKey).toBe(key);
    expect(location).toBe(`${ORIGIN}/api/storage/files/${key}`);

    const whole = new Uint8Array([...a, ...b]);
    const file = await readFile(location);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("video/mp4");
    expect(file.headers.get("accept-ranges")).toBe("bytes");
    expect(sha(new Uint8Array(await file.arrayBuffer()))).toBe(sha(whole));

    const part = await readFile(location, { range: "bytes=5242870-5242889" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 5242870-5242889/${whole.length}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(whole.slice(5242870, 5242890));

    const head = await readFile(location, {}, "HEAD");
    expect(head.headers.get("content-length")).toBe(String(whole.length));

    await expectError(await readFile(location, { range: `bytes=${whole.length}-` }), 416);
    // the upload's parts are gone once it is complete
    expect(await readdir(path.join(root, "multipart"))).toEqual([]);
  }, 30_000);

  it("aborts: the parts are removed and aborting again is not an error", async () => {
    const { uploadId, key } = await startUpload();
    await uploadPart(uploadId, key, 1, bytes(1000, 3));
    const res = await run(upload.DELETE, `/api/s3/multipart/${uploadId}?key=${key}`, { method: "DELETE" }, { uploadId });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    expect(await readdir(path.join(root, "multipart"))).toEqual([]);
    await expectError(await run(upload.GET, `/api/s3/multipart/${uploadId}?key=${key}`, {}, { uploadId }), 404);
    const again = await run(upload.DELETE, `/api/s3/multipart/${uploadId}?key=${key}`, { method: "DELETE" }, { uploadId });
    expect(again.status).toBe(200);
  });

  it("refuses a part bigger than its signed length with 413, whole, and stores nothing of it", async () => {
    const { uploadId, key } = await startUpload();
    const { url } = await signPart(uploadId, key, 1);
    expect(new URL(url).searchParams.get("length")).toBe(String(5 * 1024 * 1024));
    const res = await putSigned(url, new Uint8Array(MAX_UPLOAD_BYTES / 2 + 1024 * 1024));
    await expectError(res, 413, "larger than its signed length");
    const list = await run(upload.GET, `/api/s3/multipart/${uploadId}?key=${key}`, {}, { uploadId });
    expect(await list.json()).toEqual([]);
    await run(upload.DELETE, `/api/s3/multipart/${uploadId}?key=${key}`, { method: "DELETE" }, { uploadId });
  });
});

describe("single-request upload through the embedded store", () => {
  async function params(filename: string, type: string, extra = "") {
    return run(paramsRoute.GET, `/api/s3/params?filename=${encodeURIComponent(filename)}&type=${encodeURIComponent(type)}${extra}`);
  }

  function postForm(url: string, fields: Record<string, string>, file: Uint8Array<ArrayBuffer>) {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    form.set("file", new Blob([file]));
    return run(postRoute.POST, url, { method: "POST", body: form });
  }

  it("signs a POST with a concrete key and stores the file", async () => {
    const res = await params("cover.png", "image/png", "&metadata[name]=cover.png&metadata[size]=2048");
    expect(res.status).toBe(200);
    const post = (await res.json()) as { method: string; url: string; fields: Record<string, string>; headers: object; expires: number };
    expect(post.method).toBe("POST");
    expect(post.url).toBe(`${ORIGIN}/api/storage/files`);
    expect(post.fields.key).toMatch(/^uploads\/acc_(?:[0-9a-f-]{36}|g[0-9a-f]{32})\/[0-9a-f-]{36}-cover\.png$/);
    expect(post.expires).toBe(900);
    const data = bytes(2048, 9);
    const stored = await postForm(post.url, post.fields, data);
    expect(stored.status).toBe(204);
    const file = await readFile(`${post.url}/${post.fields.key}`);
    expect(file.headers.get("content-type")).toBe("image/png");
    expect(sha(new Uint8Array(await file.arrayBuffer()))).toBe(sha(data));
  });

  it("answers 403 to an expired or tampered POST", async () => {
    const post = (await (await params("a.jpg", "image/jpeg", "&metadata[size]=10")).json()) as { url: string; fields: Record<string, string> };
    await expectError(await postForm(post.url, { ...post.fields, key: "uploads/other.jpg" }, bytes(10, 1)), 403, "signature");
    await expectError(await postForm(post.url, { ...post.fields, "Content-Type": "image/png" }, bytes(10, 1)), 403);
    const { "x-msx-signature": _drop, ...unsigned } = post.fields;
    void _drop;
    await expectError(await postForm(post.url, unsigned, bytes(10, 1)), 403);
    now += 901_000;
    await expectError(await postForm(post.url, post.fields, bytes(10, 1)), 403, "Request has expired");
  });

  it("answers 400 to a body that is not a form, and to a disallowed type, name or size", async () => {
    await expectError(await run(postRoute.POST, "/api/storage/files", { method: "POST", body: "nope" }), 400);
    await expectError(await params("virus.exe", "application/x-msdownload"), 400, /Only \.mp4/);
    await expectError(await params("page.mp4", "text/html"), 400);
    await expectError(await params("big.mp4", "video/mp4", `&metadata[size]=${MAX_UPLOAD_BYTES + 1}`), 400, "100 MB");
    await expectError(await run(paramsRoute.GET, "/api/s3/params?type=video/mp4"), 400);
  });
});

describe("bad input to the multipart handlers", () => {
  it("refuses bad JSON, wrong types, disallowed types and declared sizes over the limit", async () => {
    await expectError(
      await run(create.POST, "/api/s3/multipart", { method: "POST", body: "{not json" }),
      400,
      "not valid JSON",
    );
    await expectError(await run(create.POST, "/api/s3/multipart", json({ filename: 5, type: "video/mp4" })), 400);
    await expectError(await run(create.POST, "/api/s3/multipart", json({ filename: "a.mp4", type: ["x"] })), 400);
    await expectError(await run(create.POST, "/api/s3/multipart", json({ filename: "setup.exe", type: "application/octet-stream" })), 400, /Only/);
    await expectError(
      await run(create.POST, "/api/s3/multipart", json({ filename: "a.mp4", type: "video/mp4", metadata: { size: MAX_UPLOAD_BYTES + 1 } })),
      400,
      "100 MB",
    );
  });

  it("answers the signing message when the key or partNumber is missing", async () => {
    const { uploadId } = await startUpload();
    const msg = "Cannot sign without a key, an uploadId, and a partNumber";
    await expectError(await run(partSign.GET, `/api/s3/multipart/${uploadId}/1`, {}, { uploadId, partNumber: "1" }), 400, msg);
    await expectError(await run(partSign.GET, `/api/s3/multipart/${uploadId}/x?key=uploads/a.mp4`, {}, { uploadId, partNumber: "x" }), 400, msg);
    await expectError(await run(partSign.GET, `/api/s3/multipart/${uploadId}/0?key=uploads/a.mp4`, {}, { uploadId, partNumber: "0" }), 400, msg);
    await expectError(await run(partSign.GET, `/api/s3/multipart/%20/1?key=uploads/a.mp4`, {}, { uploadId: " ", partNumber: "1" }), 400, msg);
  });

  it("refuses keys outside the upload prefix or with ..", async () => {
    const { uploadId } = await startUpload();
    for (const key of ["other/a.mp4", "uploads/../secret.mp4", "/uploads/a.mp4", "uploads/a/../../b.mp4"]) {
      const q = `?key=${encodeURIComponent(key)}`;
      await expectError(await run(upload.GET, `/api/s3/multipart/${uploadId}${q}`, {}, { uploadId }), 403);
      await expectError(await run(partSign.GET, `/api/s3/multipart/${uploadId}/1${q}`, {}, { uploadId, partNumber: "1" }), 403);
      await expectError(await run(upload.DELETE, `/api/s3/multipart/${uploadId}${q}`, { method: "DELETE" }, { uploadId }), 403);
      await expectError(
        await run(complete.POST, `/api/s3/multipart/${uploadId}/complete${q}`, json({ parts: [{ PartNumber: 1, ETag: "x" }] }), { uploadId }),
        403,
      );
    }
    await expectError(await run(upload.GET, `/api/s3/multipart/${uploadId}`, {}, { uploadId }), 400);
  });

  it("answers 404 to an unknown uploadId, or one used with another key", async () => {
    const { uploadId, key } = await startUpload();
    const other = key.replace(/\/[^/]+$/, "/00000000-0000-4000-8000-000000000000-x.mp4");
    const unknown = "0b0c8a2e-0000-4000-8000-000000000000";
    await expectError(await run(upload.GET, `/api/s3/multipart/${unknown}?key=${key}`, {}, { uploadId: unknown }), 404);
    await expectError(await run(upload.GET, `/api/s3/multipart/not-an-id?key=${key}`, {}, { uploadId: "not-an-id" }), 404);
    await expectError(await run(upload.GET, `/api/s3/multipart/${uploadId}?key=${other}`, {}, { uploadId }), 404);
    await expectError(await run(partSign.GET, `/api/s3/multipart/${unknown}/1?key=${key}`, {}, { uploadId: unknown, partNumber: "1" }), 404);
    await expectError(
      await run(complete.POST, `/api/s3/multipart/${unknown}/complete?key=${key}`, json({ parts: [{ PartNumber: 1, ETag: '"x"' }] }), {
        uploadId: unknown,
      }),
      404,
    );
  });

  it("validates the completion body", async () => {
    const { uploadId, key } = await startUpload();
    const etag = await uploadPart(uploadId, key, 1, bytes(100, 4));
    const url = `/api/s3/multipart/${uploadId}/complete?key=${key}`;
    await expectError(await run(complete.POST, url, { method: "POST", body: "[" }, { uploadId }), 400, "JSON");
    await expectError(await run(complete.POST, url, json({ parts: [] }), { uploadId }), 400);
    await expectError(await run(complete.POST, url, json({ parts: [{ PartNumber: "1", ETag: etag }] }), { uploadId }), 400);
    await expectError(
      await run(complete.POST, url, json({ parts: [{ PartNumber: 2, ETag: etag }, { PartNumber: 1, ETag: etag }] }), { uploadId }),
      400,
      "ascending",
    );
    await expectError(await run(complete.POST, url, json({ parts: [{ PartNumber: 1, ETag: '"0123"' }] }), { uploadId }), 400, "ETag");
    await expectError(await run(complete.POST, url, json({ parts: [{ PartNumber: 2, ETag: etag }] }), { uploadId }), 400);
  });
});

describe("signed part URLs", () => {
  it("answers 403 to an expired or tampered part URL, and stores nothing", async () => {
    const { uploadId, key } = await startUpload();
    const { url } = await signPart(uploadId, key, 1);
    const tamper = (change: (u: URL) => void) => {
      const u = new URL(url);
      change(u);
      return u.toString();
    };
    await expectError(await putSigned(tamper((u) => u.searchParams.set("signature", "0".repeat(64))), bytes(5, 1)), 403, "signature");
    await expectError(await putSigned(tamper((u) => u.searchParams.set("signature", "zz")), bytes(5, 1)), 403);
    await expectError(await putSigned(tamper((u) => u.searchParams.delete("signature")), bytes(5, 1)), 403);
    await expectError(
      await putSigned(tamper((u) => u.searchParams.set("expires", String(Number(u.searchParams.get("expires")) + 1000))), bytes(5, 1)),
      403,
    );
    await expectError(await putSigned(tamper((u) => (u.pathname = u.pathname.replace(/\/1$/, "/2"))), bytes(5, 1)), 403);
    now += 901_000;
    await expectError(await putSigned(url, bytes(5, 1)), 403, "Request has expired");
    now -= 901_000;
    const list = await run(upload.GET, `/api/s3/multipart/${uploadId}?key=${key}`, {}, { uploadId });
    expect(await list.json()).toEqual([]);
  });
});

describe("other routes", () => {
  it("offers no temporary credentials (403): their policy cannot bound what they store", async () => {
    const res = await run(sts.GET, "/api/s3/sts");
    expect((await expectError(res, 403, "not offered")).code).toBe("temporary_credentials_off");
  });

  it("answers 404 for a file that is not stored", async () => {
    await expectError(await readFile(`${ORIGIN}/api/storage/files/uploads/nothing.mp4`), 404);
    await expectError(await readFile(`${ORIGIN}/api/storage/files/uploads/..%2F..%2Fetc`), 404);
  });
});

describe("signed URLs point at the origin the browser used", () => {
  it("takes the Host header over the server's own host name", async () => {
    const { uploadId, key } = await startUpload();
    const req = new Request(`http://localhost:3999/api/s3/multipart/${uploadId}/1?key=${key}`, {
      headers: { host: "127.0.0.1:4100", cookie: SESSION_COOKIE },
    });
    const res = await partSign.GET(req, { params: Promise.resolve({ uploadId, partNumber: "1" }) });
    const { url } = (await res.json()) as { url: string };
    expect(url.startsWith(`http://127.0.0.1:4100/api/storage/parts/${uploadId}/1?`)).toBe(true);
  });
});

describe("a part arriving after its upload was aborted", () => {
  it("answers 404 and leaves nothing behind", async () => {
    const storage = new EmbeddedStorage(root, () => now);
    setStorageForTests(storage);
    const { uploadId, key } = await startUpload();
    const { url } = await signPart(uploadId, key, 1);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(bytes(1000, 5));
        await gate;
        controller.enqueue(bytes(1000, 6));
        controller.close();
      },
    });
    const pending = putSigned(url, body as unknown as Uint8Array<ArrayBuffer>);
    await new Promise((r) => setTimeout(r, 50));
    await run(upload.DELETE, `/api/s3/multipart/${uploadId}?key=${key}`, { method: "DELETE" }, { uploadId });
    release();
    await expectError(await pending, 404);
    expect(await readdir(path.join(root, "multipart"))).toEqual([]);
  });
});

describe("abandoned uploads", () => {
  it("are swept after a day, like the bucket's lifecycle rule", async () => {
    const storage = new EmbeddedStorage(root, () => now);
    setStorageForTests(storage);
    const { uploadId, key } = await startUpload();
    await uploadPart(uploadId, key, 1, bytes(10, 1));
    await storage.sweepAbandoned();
    expect(await readdir(path.join(root, "multipart"))).toEqual([uploadId]);
    now += 25 * 60 * 60 * 1000;
    await storage.sweepAbandoned();
    expect(await readdir(path.join(root, "multipart"))).toEqual([]);
  });
});

describe("the signing routes need a session", () => {
  it("answers 401 JSON without one, and signs nothing", async () => {
    for (const [handler, url, init] of [
      [create.POST, "/api/s3/multipart", json({ filename: "a.mp4", type: "video/mp4", metadata: {} })],
      [paramsRoute.GET, "/api/s3/params?filename=a.png&type=image%2Fpng", {}],
      [sts.GET, "/api/s3/sts", {}],
    ] as const) {
      const res = await (handler as Handler<object>)(new Request(new URL(url, ORIGIN), init as RequestInit), { params: Promise.resolve({}) });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: { code: "unauthorized", message: "Sign in, or continue as a guest, to use this" } });
    }
  });
});
