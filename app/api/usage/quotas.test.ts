import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { DELETE as deleteFileRoute } from "@/app/api/files/[id]/route";
import { POST as confirmFileRoute } from "@/app/api/files/complete/route";
import { GET as listFilesRoute } from "@/app/api/files/route";
import { GET as signPartRoute } from "@/app/api/s3/multipart/[uploadId]/[partNumber]/route";
import { POST as completeRoute } from "@/app/api/s3/multipart/[uploadId]/complete/route";
import { DELETE as abortRoute } from "@/app/api/s3/multipart/[uploadId]/route";
import { POST as createMultipart } from "@/app/api/s3/multipart/route";
import { GET as paramsRoute } from "@/app/api/s3/params/route";
import { GET as serveFile } from "@/app/api/storage/files/[...key]/route";
import { POST as postFile } from "@/app/api/storage/files/route";
import { PUT as putPart } from "@/app/api/storage/parts/[uploadId]/[partNumber]/route";
import { GET as templateRoute } from "@/app/api/templates/[id]/route";
import { POST as countExportRoute } from "@/app/api/usage/exports/route";
import { GET as usageRoute } from "@/app/api/usage/route";
import type { UsageResponse } from "@/lib/contracts/usage";
import { templates } from "@/lib/catalog/templates";
import { captionsRoute, voiceCloneRoute } from "@/lib/server/ai/routes";
import { call, freshToken, request, sha256Hex, withAppDatabase } from "@/lib/server/auth/test-helpers";
import { createGuest, setPlan } from "@/lib/server/db/queries/accounts";
import { accounts, files } from "@/lib/server/db/schema";
import { testDatabases } from "@/lib/server/db/test-db";
import { getStorage, setStorageForTests } from "@/lib/server/storage";
import { EmbeddedStorage } from "@/lib/server/storage/embedded";
import type { VoiceEngine } from "@/lib/server/ai/voice";
import { MAX_UPLOAD_BYTES } from "@/lib/media/upload-rules";

const MiB = 1024 * 1024;
const GiB = 1024 * MiB;

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "msx-quota-uploads-"));
  setStorageForTests(new EmbeddedStorage(root));
});
afterAll(async () => {
  setStorageForTests(null);
  await rm(root, { recursive: true, force: true });
});

const params = <P>(p: P) => ({ params: Promise.resolve(p) });

for (const factory of testDatabases()) {
  describe(`plan limits on ${factory.name}`, { timeout: 60_000 }, () => {
    const handle = withAppDatabase(factory);
    const db = () => handle().db;

    /** A real session (its token's hash in the sessions table) of a user account (not a guest) on `plan`. */
    async function accountOn(plan: "free" | "starter" | "pro" | "enterprise") {
      const token = freshToken();
      const account = await createGuest(db(), sha256Hex(token));
      await db().update(accounts).set({ role: "user" }).where(eq(accounts.id, account.id));
      await setPlan(db(), account.id, plan);
      return { id: account.id, token };
    }

    const usage = async (token: string) => (await call(usageRoute, request("/api/usage", undefined, { token }))).json as unknown as UsageResponse;

    describe("AI generations", () => {
      const captions = captionsRoute();
      const generate = (token: string) => call(captions, request("/api/ai/captions", { userId: "demo-user", audioText: "Hello there." }, { token }));

      it("free: the 5th generation works and the 6th is refused with 402 quota_exceeded", async () => {
        const { token } = await accountOn("free");
        for (let i = 1; i <= 5; i++) expect((await generate(token)).status, `generation ${i}`).toBe(200);
        const sixth = await generate(token);
        expect(sixth.status).toBe(402);
        expect(sixth.json.error).toEqual({
          code: "quota_exceeded",
          message: "You have used all 5 AI generations of the Free plan this month. Upgrade for more.",
        });
        expect((await usage(token)).aiGenerations).toEqual({ used: 5, total: 5 });
      });

      it("10 parallel generations with 3 used allow exactly 2", async () => {
        const { token } = await accountOn("free");
        for (let i = 0; i < 3; i++) expect((await generate(token)).status).toBe(200);
        const results = await Promise.all(Array.from({ length: 10 }, () => generate(token)));
        expect(results.filter((r) => r.status === 200)).toHaveLength(2);
        expect(results.filter((r) => r.status === 402)).toHaveLength(8);
        expect((await usage(token)).aiGenerations).toEqual({ used: 5, total: 5 });
      });

      it("a bad request spends nothing, and work that fails gives its generation back", async () => {
        const { token } = await accountOn("free");
        expect((await call(captions, request("/api/ai/captions", { userId: "demo-user", audioText: "  " }, { token }))).status).toBe(400);
        const broken: VoiceEngine = { speak: () => Promise.reject(new Error("engine down")) } as unknown as VoiceEngine;
        const failed = await call(voiceCloneRoute({ engine: broken }), request("/api/ai/voice-clone", { userId: "demo-user", textContent: "Hi." }, { token }));
        // An engine's unexpected failure is a 500 with a request id (lib/server/api.ts).
        expect(failed.status).toBe(500);
        expect((await usage(token)).aiGenerations).toEqual({ used: 0, total: 5 });
        expect((await generate(token)).status).toBe(200);
        expect((await usage(token)).aiGenerations).toEqual({ used: 1, total: 5 });
      });

      it("starter stops after 50; pro is unlimited", async () => {
        const starter = await accountOn("starter");
        expect((await usage(starter.token)).aiGenerations).toEqual({ used: 0, total: 50 });
        const pro = await accountOn("pro");
        for (let i = 0; i < 7; i++) expect((await generate(pro.token)).status).toBe(200);
        expect((await usage(pro.token)).aiGenerations).toEqual({ used: 7, total: null });
      });
    });

    describe("uploaded files", () => {
      const create = (token: string, size: number, filename = "clip.mp4") =>
        call(createMultipart, request("/api/s3/multipart", { filename, type: "video/mp4", metadata: { size } }, { token }));
      const signParams = (token: string, size: number | null, filename = "photo.png") =>
        call(
          paramsRoute,
          request(`/api/s3/params?filename=${filename}&type=image%2Fpng${size === null ? "" : `&metadata[size]=${size}`}`, undefined, { token }),
        );
      const storedRows = async (accountId: string) => db().select().from(files).where(eq(files.accountId, accountId));
      const multipartDirs = async () => (await readdir(path.join(root, "multipart")).catch(() => [] as string[])).filter((d) => !d.startsWith("."));

      it("free: an upload that would pass 1 GB is refused at the create step, and nothing is stored", async () => {
        const { id, token } = await accountOn("free");
        // 10 files of 100 MB reserve 1000 MiB; 24 MiB more is exactly 1 GiB.
        for (let i = 0; i < 10; i++) expect((await create(token, MAX_UPLOAD_BYTES)).status).toBe(200);
        expect((await create(token, 24 * MiB)).status).toBe(200);
        expect((await usage(token)).storage).toEqual({ usedBytes: GiB, totalBytes: GiB });
        const dirsBefore = await multipartDirs();

        const over = await create(token, 1);
        expect(over.status).toBe(402);
        expect(over.json.error?.code).toBe("quota_exceeded");
        expect(over.json.error?.message).toBe(
          "This file (1 B) does not fit in the 1 GB of cloud storage of the Free plan: 1 GB is in use. Delete files or upgrade for more.",
        );
        expect((await signParams(token, 10)).status).toBe(402);
        expect(await multipartDirs()).toEqual(dirsBefore);
        expect(await storedRows(id)).toHaveLength(11);
      });

      it("the size must be declared at the create step", async () => {
        const { token } = await accountOn("free");
        const missing = await signParams(token, null);
        expect(missing.status).toBe(400);
        expect(missing.json.error?.code).toBe("missing_size");
        const multipart = await call(createMultipart, request("/api/s3/multipart", { filename: "a.mp4", type: "video/mp4", metadata: {} }, { token }));
        expect(multipart.json.error?.code).toBe("missing_size");
      });

      it("parallel creates cannot pass the quota together", async () => {
        const { id, token } = await accountOn("free");
        const results = await Promise.all(Array.from({ length: 15 }, (_, i) => create(token, MAX_UPLOAD_BYTES, `p${i}.mp4`)));
        // 10 x 100 MiB fit in 1 GiB, the 11th would not.
        expect(results.filter((r) => r.status === 200)).toHaveLength(10);
        expect(results.filter((r) => r.status === 402)).toHaveLength(5);
        const rows = await storedRows(id);
        expect(rows.reduce((sum, r) => sum + r.sizeBytes, 0)).toBe(10 * MAX_UPLOAD_BYTES);
      });

      it("an abort frees the reservation; completion records the real size", async () => {
        const { token } = await accountOn("free");
        const { json } = await create(token, MAX_UPLOAD_BYTES);
        const { uploadId, key } = json as unknown as { uploadId: string; key: string };
        expect((await usage(token)).storage.usedBytes).toBe(MAX_UPLOAD_BYTES);
        const aborted = await call(abortRoute, request(`/api/s3/multipart/${uploadId}?key=${key}`, undefined, { token, method: "DELETE" }), params({ uploadId }));
        expect(aborted.status).toBe(200);
        expect((await usage(token)).storage.usedBytes).toBe(0);

        const started = (await create(token, 2 * MiB)).json as unknown as { uploadId: string; key: string };
        const signed = await call(
          signPartRoute,
          request(`/api/s3/multipart/${started.uploadId}/1?key=${started.key}`, undefined, { token }),
          params({ uploadId: started.uploadId, partNumber: "1" }),
        );
        const url = new URL(signed.json.url as string);
        const put = await putPart(new Request(url, { method: "PUT", body: new Uint8Array(1500) }), params({ uploadId: started.uploadId, partNumber: "1" }));
        const etag = put.headers.get("etag")!;
        const done = await call(
          completeRoute,
          request(`/api/s3/multipart/${started.uploadId}/complete?key=${started.key}`, { parts: [{ PartNumber: 1, ETag: etag }] }, { token }),
          params({ uploadId: started.uploadId }),
        );
        expect(done.status).toBe(200);
        const list = (await call(listFilesRoute, request("/api/files", undefined, { token }))).json.files as Record<string, unknown>[];
        expect(list).toEqual([expect.objectContaining({ name: "clip.mp4", size: 1500, type: "video/mp4", status: "complete", key: started.key })]);
        expect((await usage(token)).storage.usedBytes).toBe(1500);
      });

      it("a single-request upload larger than its declared size is refused and not stored", async () => {
        const { token } = await accountOn("free");
        const post = (await signParams(token, 100)).json as unknown as { url: string; fields: Record<string, string> };
        const form = new FormData();
        for (const [k, v] of Object.entries(post.fields)) form.set(k, v);
        form.set("file", new Blob([new Uint8Array(101)]));
        const res = await postFile(new Request(post.url, { method: "POST", body: form }), {});
        expect(res.status).toBe(400);
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe("size_mismatch");
        const key = post.fields.key.split("/");
        expect((await serveFile(new Request(`${post.url}/${post.fields.key}`), params({ key }))).status).toBe(404);
      });

      it("a single-request upload that went straight to the store is confirmed by its owner with the stored size", async () => {
        const a = await accountOn("free");
        const b = await accountOn("free");
        const post = (await signParams(a.token, 64)).json as unknown as { url: string; fields: Record<string, string> };
        const confirm = (token: string) => call(confirmFileRoute, request("/api/files/complete", { key: post.fields.key }, { token }));
        const early = await confirm(a.token);
        expect(early.status).toBe(409);
        expect(early.json.error?.code).toBe("not_uploaded");
        // As with S3: the bytes reach the store without passing through a route of ours.
        await (getStorage() as EmbeddedStorage).putObject({ key: post.fields.key, contentType: "image/png" }, new Blob([new Uint8Array(40)]));
        expect((await confirm(b.token)).status).toBe(404);
        const done = await confirm(a.token);
        expect(done.status).toBe(200);
        expect(done.json.file).toMatchObject({ status: "complete", size: 40, key: post.fields.key });
        expect((await confirm(a.token)).status).toBe(200);
        const list = (await call(listFilesRoute, request("/api/files", undefined, { token: a.token }))).json.files as Record<string, unknown>[];
        expect(list).toEqual([expect.objectContaining({ status: "complete", size: 40 })]);
        expect((await usage(a.token)).storage.usedBytes).toBe(40);
      });

      it("B can neither list, sign for, nor delete A's files; A's delete removes the object and frees the quota", async () => {
        const a = await accountOn("free");
        const b = await accountOn("free");
        const post = (await signParams(a.token, 64)).json as unknown as { url: string; fields: Record<string, string> };
        expect(post.fields.key.startsWith(`uploads/${a.id}/`)).toBe(true);
        const form = new FormData();
        for (const [k, v] of Object.entries(post.fields)) form.set(k, v);
        form.set("file", new Blob([new Uint8Array(64).fill(7)]));
        expect((await postFile(new Request(post.url, { method: "POST", body: form }), {})).status).toBe(204);

        const listA = (await call(listFilesRoute, request("/api/files", undefined, { token: a.token }))).json.files as { id: string; status: string; url: string }[];
        expect(listA).toHaveLength(1);
        expect(listA[0]).toMatchObject({ status: "complete", size: 64, url: `${post.url}/${post.fields.key}` });
        expect((await call(listFilesRoute, request("/api/files", undefined, { token: b.token }))).json.files).toEqual([]);

        const byB = await call(deleteFileRoute, request(`/api/files/${listA[0].id}`, undefined, { token: b.token, method: "DELETE" }), params({ id: listA[0].id }));
        expect(byB.status).toBe(404);
        const signByB = await call(
          signPartRoute,
          request(`/api/s3/multipart/0b0c8a2e-0000-4000-8000-000000000000/1?key=${post.fields.key}`, undefined, { token: b.token }),
          params({ uploadId: "0b0c8a2e-0000-4000-8000-000000000000", partNumber: "1" }),
        );
        expect(signByB.status).toBe(403);
        const key = post.fields.key.split("/");
        expect((await serveFile(new Request(`${post.url}/${post.fields.key}`), params({ key }))).status).toBe(200);

        const byA = await call(deleteFileRoute, request(`/api/files/${listA[0].id}`, undefined, { token: a.token, method: "DELETE" }), params({ id: listA[0].id }));
        expect(byA.status).toBe(200);
        expect((await serveFile(new Request(`${post.url}/${post.fields.key}`), params({ key }))).status).toBe(404);
        expect((await usage(a.token)).storage.usedBytes).toBe(0);
        expect((await call(listFilesRoute, request("/api/files", undefined, { token: a.token }))).json.files).toEqual([]);
      });
    });

    describe("exports", () => {
      const countExport = (token: string) => call(countExportRoute, request("/api/usage/exports", {}, { token }));

      it("free: 10 exports are counted, the 11th is refused", async () => {
        const { token } = await accountOn("free");
        for (let i = 1; i <= 10; i++) expect((await countExport(token)).json.exports).toEqual({ used: i, total: 10 });
        const eleventh = await countExport(token);
        expect(eleventh.status).toBe(402);
        expect(eleventh.json.error?.message).toBe("You have used all 10 exports of the Free plan this month. Upgrade for more.");
        expect((await usage(token)).exports).toEqual({ used: 10, total: 10 });
      });
    });

    describe("premium templates", () => {
      const premium = templates.find((t) => t.isPremium)!;
      const free = templates.find((t) => !t.isPremium)!;
      const get = (token: string, id: string) => call(templateRoute, request(`/api/templates/${id}`, undefined, { token }), params({ id }));

      it("are refused (403) for free and starter, served for pro and enterprise", async () => {
        for (const plan of ["free", "starter"] as const) {
          const { token } = await accountOn(plan);
          const refused = await get(token, premium.id);
          expect(refused.status).toBe(403);
          expect(refused.json.error).toEqual({ code: "premium_required", message: "This template requires a Pro or Enterprise subscription." });
          expect((await get(token, free.id)).status).toBe(200);
        }
        for (const plan of ["pro", "enterprise"] as const) {
          const { token } = await accountOn(plan);
          const served = await get(token, premium.id);
          expect(served.status).toBe(200);
          expect(served.json.template).toMatchObject({ id: premium.id, title: premium.title });
        }
        const { token } = await accountOn("pro");
        expect((await get(token, "tpl-nope")).status).toBe(404);
      });

      it("a guest is on the free plan for templates too, though the demo shows it on Pro", async () => {
        const token = freshToken();
        const guest = await createGuest(db(), sha256Hex(token));
        expect(guest.plan).toBe("pro");
        const refused = await get(token, premium.id);
        expect(refused.status).toBe(403);
        expect(refused.json.error?.code).toBe("premium_required");
        expect((await get(token, free.id)).status).toBe(200);
      });
    });
  });
}
