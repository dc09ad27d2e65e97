import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { HeadObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { type STSClient } from "@aws-sdk/client-sts";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { POST as signup } from "@/app/api/auth/signup/route";
import { POST as confirmFile } from "@/app/api/files/complete/route";
import { GET as listFiles } from "@/app/api/files/route";
import { GET as signParams } from "@/app/api/s3/params/route";
import { GET as stsRoute } from "@/app/api/s3/sts/route";
import { accountOfToken, call, request, runId, sessionToken, withAppDatabase } from "@/lib/server/auth/test-helpers";
import { testDatabases } from "@/lib/server/db/test-db";
import type { Env } from "@/lib/server/env";
import { setStorageForTests } from "@/lib/server/storage";
import { createS3Storage, S3Storage, uploadPolicy } from "@/lib/server/storage/s3";

const BUCKET = "msx-sts";

interface Statement {
  Effect: string;
  Action: string[];
  Resource: string[];
}

/** IAM's wildcard match of an ARN pattern: `*` any run of characters (slashes too), `?` one character. */
function arnMatches(pattern: string, arn: string): boolean {
  const re = new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*").replace(/\?/g, ".")}$`);
  return re.test(arn);
}

/** What the session policy allows: an action on an object key (a session policy only narrows, never widens). */
function allows(policy: string, action: string, key: string): boolean {
  const { Statement } = JSON.parse(policy) as { Statement: Statement[] };
  const arn = `arn:aws:s3:::${BUCKET}/${key}`;
  const hit = (s: Statement) => s.Action.includes(action) && s.Resource.some((r) => arnMatches(r, arn));
  return Statement.some((s) => s.Effect === "Allow" && hit(s)) && !Statement.some((s) => s.Effect === "Deny" && hit(s));
}

describe("the temporary credentials' session policy", () => {
  const policy = uploadPolicy(BUCKET, "acc_1");

  it("lets an account upload under its own prefix", () => {
    for (const action of ["s3:PutObject", "s3:AbortMultipartUpload", "s3:ListMultipartUploadParts"]) {
      expect(allows(policy, action, "uploads/acc_1/0b0c-clip.mp4"), action).toBe(true);
    }
  });

  it("refuses another account's files, a look-alike prefix, the rest of the bucket, and anything but uploading", () => {
    expect(allows(policy, "s3:PutObject", "uploads/acc_2/0b0c-clip.mp4")).toBe(false);
    expect(allows(policy, "s3:PutObject", "uploads/acc_10/x.mp4")).toBe(false);
    expect(allows(policy, "s3:PutObject", "uploads/acc_1")).toBe(false);
    expect(allows(policy, "s3:PutObject", "uploads/other.mp4")).toBe(false);
    expect(allows(policy, "s3:PutObject", "site/index.html")).toBe(false);
    for (const action of ["s3:GetObject", "s3:DeleteObject", "s3:ListBucket", "s3:*"]) {
      expect(allows(policy, action, "uploads/acc_1/x.mp4"), action).toBe(false);
    }
  });

  it("refuses an account id that would widen the pattern", () => {
    for (const id of ["*", "acc?", "acc/..", "", "a b"]) expect(() => uploadPolicy(BUCKET, id), id).toThrow();
  });
});

for (const factory of testDatabases()) {
  describe(`uploads with S3 credentials on ${factory.name}`, { timeout: 60_000 }, () => {
    const handle = withAppDatabase(factory);
    let server: S3rver;
    let dir: string;
    let direct: S3Client;
    let storage: S3Storage;

    beforeAll(async () => {
      dir = await mkdtemp(path.join(tmpdir(), "msx-sts-"));
      server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: dir, configureBuckets: [{ name: BUCKET }] });
      const { port } = await server.run();
      const endpoint = `http://127.0.0.1:${port}`;
      const env = { S3_BUCKET: BUCKET, S3_REGION: "us-east-1", S3_ENDPOINT: endpoint, AWS_ACCESS_KEY_ID: "S3RVER", AWS_SECRET_ACCESS_KEY: "S3RVER" } as Env;
      storage = createS3Storage(env);
      setStorageForTests(storage);
      // What a client holding temporary credentials can do: write straight to its own prefix, bypassing our routes.
      direct = new S3Client({ region: "us-east-1", endpoint, forcePathStyle: true, credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } });
    });

    afterAll(async () => {
      setStorageForTests(null);
      await server?.close();
      await rm(dir, { recursive: true, force: true });
    });

    async function newUser() {
      const id = runId();
      const answer = await call(
        signup,
        request("/api/auth/signup", { firstName: "Ada", lastName: "Lovelace", email: `sts-${id}@example.com`, username: `sts_${id}`, password: "engine-42-secret" }),
      );
      expect(answer.status).toBe(201);
      const token = sessionToken(answer);
      return { token, id: (await accountOfToken(handle().db, token))!.id };
    }

    it("GET /api/s3/sts offers no credentials (403) and never asks STS: a policy cannot bound the bytes they write", async () => {
      const sts = { send: vi.fn(async () => ({ Credentials: { AccessKeyId: "AK", SecretAccessKey: "SK", SessionToken: "ST" } })) };
      const send = vi.fn(async () => ({}));
      setStorageForTests(new S3Storage({ client: { send } as unknown as S3Client, sts: sts as unknown as STSClient, bucket: BUCKET, region: "us-east-1" }));
      try {
        const user = await newUser();
        const answer = await call(stsRoute, request("/api/s3/sts", undefined, { token: user.token }));
        expect(answer.status).toBe(403);
        expect(answer.json.error?.code).toBe("temporary_credentials_off");
        expect(sts.send).not.toHaveBeenCalled();
      } finally {
        setStorageForTests(storage);
      }
    });

    it("completing an upload reads the stored object's real size: bigger than reserved, it is deleted and counts nothing", async () => {
      const user = await newUser();
      const signed = await call(signParams, request("/api/s3/params?filename=clip.mp4&type=video/mp4&metadata[size]=100", undefined, { token: user.token }));
      expect(signed.status).toBe(200);
      const key = (signed.json as unknown as { fields: { key: string } }).fields.key;
      expect(key.startsWith(`uploads/${user.id}/`)).toBe(true);
      // The client skips the signed POST (and its size condition) and writes 5,000 bytes with its own credentials.
      await direct.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: new Uint8Array(5000), ContentType: "video/mp4" }));

      const done = await call(confirmFile, request("/api/files/complete", { key }, { token: user.token }));
      expect(done.status).toBe(400);
      expect(done.json.error?.code).toBe("size_mismatch");
      await expect(direct.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }))).rejects.toMatchObject({ $metadata: { httpStatusCode: 404 } });
      const listed = await call(listFiles, request("/api/files", undefined, { token: user.token }));
      expect(listed.json.files).toEqual([]);
    });

    it("an object within its reservation completes with its real size", async () => {
      const user = await newUser();
      const signed = await call(signParams, request("/api/s3/params?filename=clip.mp4&type=video/mp4&metadata[size]=100", undefined, { token: user.token }));
      const key = (signed.json as unknown as { fields: { key: string } }).fields.key;
      await direct.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: new Uint8Array(60), ContentType: "video/mp4" }));
      const done = await call(confirmFile, request("/api/files/complete", { key }, { token: user.token }));
      expect(done.status).toBe(200);
      expect(done.json.file).toMatchObject({ status: "complete", size: 60 });
    });
  });
}
