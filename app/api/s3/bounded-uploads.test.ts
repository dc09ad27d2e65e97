/**
 * Uploads are bounded by what was reserved: a declared size above 0, parts signed and stored only while the
 * reservation is open and only within the declared size, bodies past a part's signed length refused whole (413),
 * a cap on open uploads, a sweep of abandoned ones on a timer, and files served with a sandboxing policy.
 */
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { DELETE as deleteFile } from "@/app/api/files/[id]/route";
import { GET as listFiles } from "@/app/api/files/route";
import { GET as signPart } from "@/app/api/s3/multipart/[uploadId]/[partNumber]/route";
import { POST as completeUpload } from "@/app/api/s3/multipart/[uploadId]/complete/route";
import { POST as createMultipart } from "@/app/api/s3/multipart/route";
import { GET as signParams } from "@/app/api/s3/params/route";
import { GET as serveFile } from "@/app/api/storage/files/[...key]/route";
import { PUT as putPart } from "@/app/api/storage/parts/[uploadId]/[partNumber]/route";
import { call, freshToken, randomIp, request, withAppDatabase } from "@/lib/server/auth/test-helpers";
import { files } from "@/lib/server/db/schema";
import { testDatabases } from "@/lib/server/db/test-db";
import { setStorageForTests } from "@/lib/server/storage";
import { EmbeddedStorage } from "@/lib/server/storage/embedded";
import { sweepAbandonedUploads } from "@/lib/server/upload-sweep";
import { MAX_OPEN_UPLOADS, PART_SIZE_BYTES } from "@/lib/media/upload-rules";

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "msx-bounded-"));
  setStorageForTests(new EmbeddedStorage(root));
});
afterAll(async () => {
  setStorageForTests(null);
  await rm(root, { recursive: true, force: true });
});

const MiB = 1024 * 1024;

for (const factory of testDatabases()) {
  describe(`uploads bounded by their reservation on ${factory.name}`, { timeout: 120_000 }, () => {
    const handle = withAppDatabase(factory);

    /** A guest of its own (a fresh cookie and client address). */
    const visitor = () => ({ token: freshToken(), ip: randomIp() });
    type Visitor = ReturnType<typeof visitor>;

    async function start(v: Visitor, size: number | string) {
      return call(createMultipart, request("/api/s3/multipart", { filename: "clip.mp4", type: "video/mp4", metadata: { size } }, v));
    }

    async function started(v: Visitor, size: number) {
      const answer = await start(v, size);
      expect(answer.status).toBe(200);
      return answer.json as unknown as { uploadId: string; key: string };
    }

    const sign = (v: Visitor, uploadId: string, key: string, partNumber: number) =>
      call(signPart, request(`/api/s3/multipart/${uploadId}/${partNumber}?key=${encodeURIComponent(key)}`, undefined, v), {
        params: Promise.resolve({ uploadId, partNumber: String(partNumber) }),
      });

    function put(url: string, body: Uint8Array<ArrayBuffer>, headers: Record<string, string> = {}) {
      const u = new URL(url);
      const [, , , , uploadId, partNumber] = u.pathname.split("/");
      const req = new Request(`http://127.0.0.1:3000${u.pathname}${u.search}`, { method: "PUT", body, headers, duplex: "half" } as RequestInit);
      return call(putPart, req, { params: Promise.resolve({ uploadId, partNumber }) });
    }

    const partsOnDisk = async (uploadId: string) =>
      (await readdir(path.join(root, "multipart", uploadId)).catch(() => [] as string[])).filter((n) => /^\d{5}\./.test(n));

    it("a declared size of 0 (or none) is refused before anything is reserved", async () => {
      const v = visitor();
      for (const size of [0, "0", ""]) {
        const answer = await start(v, size);
        expect(answer.status, String(size)).toBe(400);
      }
      const single = await call(signParams, request("/api/s3/params?filename=a.png&type=image/png&metadata[size]=0", undefined, v));
      expect(single.status).toBe(400);
      expect(single.json.error?.code).toBe("invalid_size");
      const listed = await call(listFiles, request("/api/files", undefined, v));
      expect(listed.json.files).toEqual([]);
    });

    it("parts past the declared size are neither signed nor stored, and the signed length holds", async () => {
      const v = visitor();
      const { uploadId, key } = await started(v, 1000);
      const beyond = await sign(v, uploadId, key, 2);
      expect(beyond.status).toBe(400);
      expect(beyond.json.error?.code).toBe("part_beyond_declared_size");
      const far = await sign(v, uploadId, key, 10_000);
      expect(far.status).toBe(400);

      const first = await sign(v, uploadId, key, 1);
      expect(first.status).toBe(200);
      const url = String(first.json.url);
      expect(new URL(url).searchParams.get("length")).toBe("1000");
      // One byte more than reserved: refused whole (413), with or without an honest Content-Length.
      const over = await put(url, new Uint8Array(1001));
      expect(over.status).toBe(413);
      expect(over.json.error?.code).toBe("part_too_large");
      const declaredOver = await put(url, new Uint8Array(10), { "content-length": String(20 * MiB) });
      expect(declaredOver.status).toBe(413);
      expect(await partsOnDisk(uploadId)).toEqual([]);
      // A forged length in the URL breaks its signature.
      const forged = new URL(url);
      forged.searchParams.set("length", String(5 * MiB));
      expect((await put(forged.toString(), new Uint8Array(2000))).status).toBe(403);

      const ok = await put(url, new Uint8Array(1000));
      expect(ok.status).toBe(200);
      expect(await partsOnDisk(uploadId)).toHaveLength(1);
    });

    it("a body over the part size is refused with 413 and never stored cut short", async () => {
      const v = visitor();
      const { uploadId, key } = await started(v, 20 * MiB);
      const signed = await sign(v, uploadId, key, 1);
      expect(new URL(String(signed.json.url)).searchParams.get("length")).toBe(String(PART_SIZE_BYTES));
      const big = await put(String(signed.json.url), new Uint8Array(11 * MiB));
      expect(big.status).toBe(413);
      expect(await partsOnDisk(uploadId)).toEqual([]);
    });

    it("once the reservation is gone, parts are neither signed nor stored, even with a URL signed before", async () => {
      const v = visitor();
      const { uploadId, key } = await started(v, 2 * MiB);
      const signed = await sign(v, uploadId, key, 1);
      const [row] = await handle().db.select().from(files).where(eq(files.key, key));
      const removed = await call(deleteFile, request(`/api/files/${row.id}`, undefined, { ...v, method: "DELETE" }), {
        params: Promise.resolve({ id: row.id }),
      });
      expect(removed.status).toBe(200);
      expect((await sign(v, uploadId, key, 1)).status).toBe(404);
      const late = await put(String(signed.json.url), new Uint8Array(1024));
      expect(late.status).toBe(404);
      expect(await partsOnDisk(uploadId)).toEqual([]);
    });

    it(`at most ${MAX_OPEN_UPLOADS} uploads are open at once per account: 20 parallel starts`, async () => {
      const v = visitor();
      const answers = await Promise.all(Array.from({ length: 20 }, () => start(v, MiB)));
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses.filter((s) => s === 200)).toHaveLength(MAX_OPEN_UPLOADS);
      const refused = answers.filter((a) => a.status !== 200);
      expect(refused.map((a) => a.json.error?.code)).toEqual(Array(20 - MAX_OPEN_UPLOADS).fill("too_many_open_uploads"));
      expect(refused.every((a) => a.status === 429 && a.headers.get("retry-after"))).toBe(true);
    });

    it("guests of one client address share the cap, whatever their cookies", async () => {
      const ip = randomIp();
      const answers = await Promise.all(Array.from({ length: 20 }, () => start({ token: freshToken(), ip }, MiB)));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(MAX_OPEN_UPLOADS);
      expect(answers.filter((a) => a.status === 429)).toHaveLength(20 - MAX_OPEN_UPLOADS);
    });

    it("the sweep drops reservations older than a day and the parts no open reservation backs", async () => {
      const v = visitor();
      const old = await started(v, 1000);
      const live = await started(v, 1000);
      for (const u of [old, live]) expect((await put(String((await sign(v, u.uploadId, u.key, 1)).json.url), new Uint8Array(10))).status).toBe(200);
      await handle()
        .db.update(files)
        .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
        .where(eq(files.key, old.key));
      expect(await sweepAbandonedUploads()).toBeGreaterThanOrEqual(1);
      expect(await handle().db.select().from(files).where(eq(files.key, old.key))).toEqual([]);
      expect(await partsOnDisk(old.uploadId)).toEqual([]);
      expect(await partsOnDisk(live.uploadId)).toHaveLength(1);
    });

    it("a stored file is served with a sandboxing Content-Security-Policy and nosniff", async () => {
      const v = visitor();
      const { uploadId, key } = await started(v, 100);
      const part = await put(String((await sign(v, uploadId, key, 1)).json.url), new Uint8Array(100));
      const done = await call(
        completeUpload,
        request(`/api/s3/multipart/${uploadId}/complete?key=${encodeURIComponent(key)}`, { parts: [{ PartNumber: 1, ETag: part.headers.get("etag") }] }, v),
        { params: Promise.resolve({ uploadId }) },
      );
      expect(done.status).toBe(200);
      const served = await call(serveFile, request(`/api/storage/files/${key}`), { params: Promise.resolve({ key: key.split("/") }) });
      expect(served.status).toBe(200);
      expect(served.headers.get("content-security-policy")).toMatch(/^sandbox; default-src 'none'/);
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    });

    it("a cross-site GET of the signing routes reserves nothing (403), a same-site one does", async () => {
      const v = visitor();
      const url = "/api/s3/params?filename=a.png&type=image/png&metadata[size]=2048";
      const crossSite = await call(signParams, request(url, undefined, { ...v, headers: { "sec-fetch-site": "cross-site" } }));
      expect(crossSite.status).toBe(403);
      expect(crossSite.json.error?.code).toBe("cross_site_request");
      const foreign = await call(signParams, request(url, undefined, { ...v, headers: { origin: "https://evil.example" } }));
      expect(foreign.status).toBe(403);
      expect((await call(listFiles, request("/api/files", undefined, v))).json.files).toEqual([]);
      const sameSite = await call(signParams, request(url, undefined, { ...v, headers: { "sec-fetch-site": "same-origin" } }));
      expect(sameSite.status).toBe(200);
    });
  });
}
