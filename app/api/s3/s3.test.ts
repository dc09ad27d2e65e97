import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListPartsCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { AssumeRoleCommand, GetFederationTokenCommand, type STSClient } from "@aws-sdk/client-sts";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import * as partSign from "@/app/api/s3/multipart/[uploadId]/[partNumber]/route";
import * as complete from "@/app/api/s3/multipart/[uploadId]/complete/route";
import * as create from "@/app/api/s3/multipart/route";
import * as paramsRoute from "@/app/api/s3/params/route";
import { ApiError } from "@/lib/server/api";
import type { Env } from "@/lib/server/env";
import { setStorageForTests } from "@/lib/server/storage";
import { createS3Storage, S3Storage, STS_LIFETIME_SECONDS, storageError, uploadPolicy } from "@/lib/server/storage/s3";
import { MAX_UPLOAD_BYTES } from "@/lib/media/upload-rules";

const BUCKET = "msx-test";
const MiB = 1024 * 1024;
const sha = (b: Uint8Array) => createHash("sha256").update(b).digest("hex");

describe("S3 driver against a real S3-compatible server (s3rver)", () => {
  let server: S3rver;
  let dir: string;
  let endpoint: string;
  let reader: S3Client;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "msx-s3rver-"));
    server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: dir, configureBuckets: [{ name: BUCKET }] });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    setStorageForTests(
      createS3Storage({
        S3_BUCKET: BUCKET,
        S3_REGION: "us-east-1",
        S3_ENDPOINT: endpoint,
        AWS_ACCESS_KEY_ID: "S3RVER",
        AWS_SECRET_ACCESS_KEY: "S3RVER",
      } as Env),
    );
    reader = new S3Client({
      region: "us-east-1",
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    });
  });

  afterAll(async () => {
    setStorageForTests(null);
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function stored(key: string) {
    const out = await reader.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    return { bytes: await out.Body!.transformToByteArray(), type: out.ContentType };
  }

  // The signing routes need a session: a well-formed token, whose guest is made in the in-memory database.
  const req = (url: string, init: RequestInit = {}) =>
    new Request(new URL(url, "http://127.0.0.1:3999"), { ...init, headers: { ...(init.headers as Record<string, string>), cookie: `msx_session=${"s".repeat(43)}` } });

  it("multipart: create, sign parts, PUT them to storage, complete: byte-identical", async () => {
    const res = await create.POST(
      req("/api/s3/multipart", { method: "POST", body: JSON.stringify({ filename: "clip.mp4", type: "video/mp4", metadata: { size: 6 * MiB + 17 } }) }),
      {},
    );
    const { uploadId, key } = (await res.json()) as { uploadId: string; key: string };
    expect(key).toMatch(/^uploads\/acc_(?:[0-9a-f-]{36}|g[0-9a-f]{32})\/[0-9a-f-]{36}-clip\.mp4$/);

    const parts = [randomBytes(5 * MiB), randomBytes(1 * MiB + 17)];
    const etags: string[] = [];
    for (const [i, body] of parts.entries()) {
      const n = String(i + 1);
      const signed = await partSign.GET(req(`/api/s3/multipart/${uploadId}/${n}?key=${key}`), {
        params: Promise.resolve({ uploadId, partNumber: n }),
      });
      const { url, expires } = (await signed.json()) as { url: string; expires: number };
      expect(expires).toBe(900);
      expect(url.startsWith(`${endpoint}/${BUCKET}/`)).toBe(true);
      expect(url).not.toMatch(/x-amz-checksum/i);
      // The part's length is signed: S3 refuses a body of any other length.
      expect(new URL(url).searchParams.get("X-Amz-SignedHeaders")?.split(";")).toContain("content-length");
      const put = await fetch(url, { method: "PUT", body: body });
      expect(put.status).toBe(200);
      etags.push(put.headers.get("etag")!);
    }

    const done = await complete.POST(
      req(`/api/s3/multipart/${uploadId}/complete?key=${key}`, {
        method: "POST",
        body: JSON.stringify({ parts: etags.map((ETag, i) => ({ ETag, PartNumber: i + 1 })) }),
      }),
      { params: Promise.resolve({ uploadId }) },
    );
    expect(done.status).toBe(200);
    expect(((await done.json()) as { key: string }).key).toBe(key);
    const object = await stored(key);
    expect(sha(object.bytes)).toBe(sha(Buffer.concat(parts)));
    expect(object.type).toBe("video/mp4");
  }, 30_000);

  it("single path: a presigned POST policy with a concrete key stores the file byte-identical", async () => {
    const res = await paramsRoute.GET(req("/api/s3/params?filename=photo.jpg&type=image/jpeg&metadata[size]=4096"), {});
    const post = (await res.json()) as { method: string; url: string; fields: Record<string, string>; expires: number };
    expect(post.method).toBe("POST");
    expect(post.fields.key).toMatch(/^uploads\/acc_(?:[0-9a-f-]{36}|g[0-9a-f]{32})\/[0-9a-f-]{36}-photo\.jpg$/);
    expect(post.fields.Policy ?? post.fields.policy).toBeTruthy();
    const data = randomBytes(4096);
    const form = new FormData();
    for (const [k, v] of Object.entries(post.fields)) form.set(k, v);
    form.set("file", new Blob([data]));
    const up = await fetch(post.url, { method: "POST", body: form });
    expect(up.status).toBeLessThan(300);
    const object = await stored(post.fields.key);
    expect(sha(object.bytes)).toBe(sha(data));
  });
});

describe("S3 driver with a stubbed client", () => {
  function stub(answer: (cmd: unknown) => unknown) {
    const send = vi.fn(async (cmd: unknown) => {
      const out = answer(cmd);
      if (out instanceof Error) throw out;
      return out;
    });
    return { client: { send } as unknown as S3Client, send };
  }
  const named = (name: string, status?: number) =>
    Object.assign(new Error(name), { name, $metadata: { httpStatusCode: status } });

  it("lists every page of parts", async () => {
    const { client, send } = stub((cmd) => {
      const input = (cmd as ListPartsCommand).input;
      return input.PartNumberMarker
        ? { Parts: [{ PartNumber: 3, ETag: '"c"', Size: 3 }], IsTruncated: false }
        : { Parts: [{ PartNumber: 1, ETag: '"a"', Size: 5 }, { PartNumber: 2, ETag: '"b"', Size: 5 }], IsTruncated: true, NextPartNumberMarker: "2" };
    });
    const s3 = new S3Storage({ client, bucket: BUCKET, region: "us-east-1" });
    expect(await s3.listParts({ key: "uploads/a.mp4", uploadId: "u" })).toEqual([
      { PartNumber: 1, ETag: '"a"', Size: 5 },
      { PartNumber: 2, ETag: '"b"', Size: 5 },
      { PartNumber: 3, ETag: '"c"', Size: 3 },
    ]);
    expect(send).toHaveBeenCalledTimes(2);
    expect((send.mock.calls[1][0] as ListPartsCommand).input.PartNumberMarker).toBe("2");
  });

  it("answers 404 for an unknown upload and 502 when storage fails", async () => {
    const gone = new S3Storage({ client: stub(() => named("NoSuchUpload", 404)).client, bucket: BUCKET, region: "r" });
    await expect(gone.listParts({ key: "uploads/a.mp4", uploadId: "u" })).rejects.toMatchObject({ status: 404 });
    const broken = new S3Storage({ client: stub(() => named("InternalError", 500)).client, bucket: BUCKET, region: "r" });
    await expect(broken.listParts({ key: "uploads/a.mp4", uploadId: "u" })).rejects.toMatchObject({ status: 502 });
    expect(storageError(named("InvalidPart", 400)).status).toBe(400);
    expect(storageError(new ApiError(403, "x")).status).toBe(403);
  });

  it("aborts, and an upload already gone is not an error", async () => {
    const { client, send } = stub((cmd) => (cmd instanceof AbortMultipartUploadCommand ? named("NoSuchUpload", 404) : {}));
    const s3 = new S3Storage({ client, bucket: BUCKET, region: "r" });
    await expect(s3.abortMultipartUpload({ key: "uploads/a.mp4", uploadId: "u" })).resolves.toBeUndefined();
    expect((send.mock.calls[0][0] as AbortMultipartUploadCommand).input).toMatchObject({ Bucket: BUCKET, Key: "uploads/a.mp4", UploadId: "u" });
    const failing = new S3Storage({ client: stub(() => named("AccessDenied", 403)).client, bucket: BUCKET, region: "r" });
    await expect(failing.abortMultipartUpload({ key: "uploads/a.mp4", uploadId: "u" })).rejects.toMatchObject({ status: 502 });
  });

  it("deletes a completed object whose real size is over 100 MB and answers 400", async () => {
    const { client, send } = stub((cmd) => (cmd instanceof HeadObjectCommand ? { ContentLength: MAX_UPLOAD_BYTES + 1 } : {}));
    const s3 = new S3Storage({ client, bucket: BUCKET, region: "r" });
    await expect(
      s3.completeMultipartUpload({ key: "uploads/a.mp4", uploadId: "u", parts: [{ PartNumber: 1, ETag: '"a"' }] }),
    ).rejects.toMatchObject({ status: 400, message: "The file is larger than 100 MB" });
    expect(send.mock.calls.some(([cmd]) => cmd instanceof DeleteObjectCommand)).toBe(true);
  });

  it("hands out temporary credentials limited to the account's upload prefix", async () => {
    const expiration = new Date("2030-01-01T00:00:00Z");
    const sts = {
      send: vi.fn(async () => ({ Credentials: { AccessKeyId: "AK", SecretAccessKey: "SK", SessionToken: "ST", Expiration: expiration } })),
    };
    const federated = new S3Storage({ client: stub(() => ({})).client, sts: sts as unknown as STSClient, bucket: BUCKET, region: "eu-west-1" });
    expect(await federated.temporaryCredentials("acc_1")).toEqual({
      credentials: { AccessKeyId: "AK", SecretAccessKey: "SK", SessionToken: "ST", Expiration: expiration.toISOString() },
      bucket: BUCKET,
      region: "eu-west-1",
    });
    const fed = sts.send.mock.calls[0] as unknown as [GetFederationTokenCommand];
    expect(fed[0]).toBeInstanceOf(GetFederationTokenCommand);
    expect(fed[0].input.DurationSeconds).toBeLessThanOrEqual(STS_LIFETIME_SECONDS);
    expect(JSON.parse(fed[0].input.Policy!).Statement[0].Resource).toEqual([`arn:aws:s3:::${BUCKET}/uploads/acc_1/*`]);

    const role = new S3Storage({ client: stub(() => ({})).client, sts: sts as unknown as STSClient, roleArn: "arn:aws:iam::1:role/up", bucket: BUCKET, region: "r" });
    await role.temporaryCredentials("acc_1");
    const assumed = sts.send.mock.calls[1] as unknown as [AssumeRoleCommand];
    expect(assumed[0]).toBeInstanceOf(AssumeRoleCommand);
    expect(assumed[0].input).toMatchObject({ RoleArn: "arn:aws:iam::1:role/up", Policy: uploadPolicy(BUCKET, "acc_1") });

    const none = new S3Storage({ client: stub(() => ({})).client, bucket: BUCKET, region: "r" });
    await expect(none.temporaryCredentials("acc_1")).rejects.toMatchObject({ status: 501 });
  });
});
