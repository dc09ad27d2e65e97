import "server-only";
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  HeadObjectCommand,
  ListPartsCommand,
  S3Client,
  UploadPartCommand,
} from "@aws-sdk/client-s3";
import { AssumeRoleCommand, GetFederationTokenCommand, STSClient } from "@aws-sdk/client-sts";
import { createPresignedPost } from "@aws-sdk/s3-presigned-post";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";

import { ApiError } from "@/lib/server/api";
import type { Env } from "@/lib/server/env";
import type { SignedPart, SignedPost, StorageDriver, StoredPart, TemporaryCredentials } from "@/lib/server/storage/types";
import { accountUploadPrefix, MAX_UPLOAD_BYTES, SIGNED_URL_TTL_SECONDS } from "@/lib/media/upload-rules";

/** The credentials' default lifetime, clamped to what each STS call accepts. */
export const STS_LIFETIME_SECONDS = 604_800;
const ASSUME_ROLE_MAX_SECONDS = 43_200;
const FEDERATION_TOKEN_MAX_SECONDS = 129_600;

/**
 * The session policy of temporary credentials: uploads under the account's own prefix (uploads/<accountId>/),
 * nothing else, so one account cannot write over another's files. An id that could widen the pattern (a `*`, a
 * `?`, a `/`) is refused.
 */
export function uploadPolicy(bucket: string, accountId: string): string {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(accountId)) throw new Error("Account ids in a storage policy are letters, digits, _ and -");
  return JSON.stringify({
    Version: "2012-10-17",
    Statement: [
      {
        Effect: "Allow",
        Action: ["s3:PutObject", "s3:AbortMultipartUpload", "s3:ListMultipartUploadParts"],
        Resource: [`arn:aws:s3:::${bucket}/${accountUploadPrefix(accountId)}*`],
      },
    ],
  });
}

/** Maps an S3 failure to the one error shape: 404 for a gone upload, 400 for bad parts, 502 otherwise. */
export function storageError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const name = error instanceof Error ? error.name : "";
  const status = (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
  if (name === "NoSuchUpload" || (status === 404 && name !== "NoSuchBucket")) {
    return new ApiError(404, "The upload does not exist or was aborted", "no_such_upload");
  }
  if (name === "InvalidPart" || name === "InvalidPartOrder" || name === "EntityTooSmall") {
    return new ApiError(400, `The parts were rejected by storage (${name})`, "invalid_part");
  }
  console.error("Storage request failed:", name || String(error));
  return new ApiError(502, "The storage service could not complete the request. Please try again.", "storage_failed");
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw storageError(error);
  }
}

export interface S3StorageOptions {
  client: S3Client;
  bucket: string;
  region: string;
  sts?: STSClient;
  roleArn?: string;
  publicUrl?: string;
}

/** The S3 driver: any S3-compatible store (AWS, R2, MinIO) through the AWS SDK v3. */
export class S3Storage implements StorageDriver {
  readonly kind = "s3";

  constructor(private readonly o: S3StorageOptions) {}

  private locationOf(key: string, reported?: string) {
    if (this.o.publicUrl) return `${this.o.publicUrl.replace(/\/+$/, "")}/${key}`;
    return reported ?? key;
  }

  async createMultipartUpload({ key, contentType }: { key: string; contentType: string }) {
    const out = await call(() =>
      this.o.client.send(new CreateMultipartUploadCommand({ Bucket: this.o.bucket, Key: key, ContentType: contentType })),
    );
    if (!out.UploadId) throw new ApiError(502, "Storage did not return an upload id", "storage_failed");
    return { uploadId: out.UploadId };
  }

  /** Every part, following ListParts' pages. */
  async listParts({ key, uploadId }: { key: string; uploadId: string }): Promise<StoredPart[]> {
    const parts: StoredPart[] = [];
    let marker: string | undefined;
    do {
      const page = await call(() =>
        this.o.client.send(
          new ListPartsCommand({ Bucket: this.o.bucket, Key: key, UploadId: uploadId, PartNumberMarker: marker }),
        ),
      );
      for (const p of page.Parts ?? []) {
        if (p.PartNumber && p.ETag) parts.push({ PartNumber: p.PartNumber, ETag: p.ETag, Size: p.Size ?? 0 });
      }
      marker = page.IsTruncated ? page.NextPartNumberMarker : undefined;
    } while (marker);
    return parts;
  }

  /** The URL signs the part's Content-Length: S3 refuses a body of any other length. */
  async signPart({ key, uploadId, partNumber, length }: { key: string; uploadId: string; partNumber: number; length: number }): Promise<SignedPart> {
    const url = await call(() =>
      getSignedUrl(
        this.o.client,
        new UploadPartCommand({ Bucket: this.o.bucket, Key: key, UploadId: uploadId, PartNumber: partNumber, ContentLength: length }),
        { expiresIn: SIGNED_URL_TTL_SECONDS, signableHeaders: new Set(["content-length"]) },
      ),
    );
    return { url, expires: SIGNED_URL_TTL_SECONDS };
  }

  async completeMultipartUpload({ key, uploadId, parts }: { key: string; uploadId: string; parts: { PartNumber: number; ETag: string }[] }) {
    const out = await call(() =>
      this.o.client.send(
        new CompleteMultipartUploadCommand({
          Bucket: this.o.bucket,
          Key: key,
          UploadId: uploadId,
          MultipartUpload: { Parts: parts.map((p) => ({ PartNumber: p.PartNumber, ETag: p.ETag })) },
        }),
      ),
    );
    // The real size, now that the parts are joined: over the limit, the object goes.
    const head = await call(() => this.o.client.send(new HeadObjectCommand({ Bucket: this.o.bucket, Key: key })));
    if ((head.ContentLength ?? 0) > MAX_UPLOAD_BYTES) {
      await call(() => this.o.client.send(new DeleteObjectCommand({ Bucket: this.o.bucket, Key: key })));
      throw new ApiError(400, "The file is larger than 100 MB", "too_large");
    }
    return { location: this.locationOf(key, out.Location), size: head.ContentLength ?? 0 };
  }

  async objectSize(key: string): Promise<number | null> {
    try {
      const head = await this.o.client.send(new HeadObjectCommand({ Bucket: this.o.bucket, Key: key }));
      return head.ContentLength ?? 0;
    } catch (error) {
      const mapped = storageError(error);
      if (mapped.status === 404) return null;
      throw mapped;
    }
  }

  async abortMultipartUpload({ key, uploadId }: { key: string; uploadId: string }) {
    try {
      await this.o.client.send(new AbortMultipartUploadCommand({ Bucket: this.o.bucket, Key: key, UploadId: uploadId }));
    } catch (error) {
      const mapped = storageError(error);
      if (mapped.status !== 404) throw mapped; // an upload already gone is not an error
    }
  }

  async createPost({ key, contentType, maxBytes = MAX_UPLOAD_BYTES }: { key: string; contentType: string; maxBytes?: number }): Promise<SignedPost> {
    const { url, fields } = await call(() =>
      createPresignedPost(this.o.client, {
        Bucket: this.o.bucket,
        Key: key,
        Conditions: [
          ["content-length-range", 0, Math.min(maxBytes, MAX_UPLOAD_BYTES)],
          ["eq", "$Content-Type", contentType],
        ],
        Fields: { "Content-Type": contentType },
        Expires: SIGNED_URL_TTL_SECONDS,
      }),
    );
    return { method: "POST", url, fields, headers: {}, expires: SIGNED_URL_TTL_SECONDS };
  }

  async deleteObject(key: string) {
    await call(() => this.o.client.send(new DeleteObjectCommand({ Bucket: this.o.bucket, Key: key })));
  }

  objectUrl(key: string) {
    return this.o.publicUrl ? this.locationOf(key) : null;
  }

  async temporaryCredentials(accountId: string): Promise<TemporaryCredentials> {
    const sts = this.o.sts;
    if (!sts) throw new ApiError(501, "Temporary credentials are not configured for this storage", "not_implemented");
    const Policy = uploadPolicy(this.o.bucket, accountId);
    const out = await call(() =>
      this.o.roleArn
        ? sts.send(
            new AssumeRoleCommand({
              RoleArn: this.o.roleArn,
              RoleSessionName: "msx-studio-upload",
              Policy,
              DurationSeconds: Math.min(STS_LIFETIME_SECONDS, ASSUME_ROLE_MAX_SECONDS),
            }),
          )
        : sts.send(
            new GetFederationTokenCommand({
              Name: "msx-studio-upload",
              Policy,
              DurationSeconds: Math.min(STS_LIFETIME_SECONDS, FEDERATION_TOKEN_MAX_SECONDS),
            }),
          ),
    );
    const c = out.Credentials;
    if (!c?.AccessKeyId || !c.SecretAccessKey || !c.SessionToken) {
      throw new ApiError(502, "The credential service returned no credentials", "storage_failed");
    }
    return {
      credentials: {
        AccessKeyId: c.AccessKeyId,
        SecretAccessKey: c.SecretAccessKey,
        SessionToken: c.SessionToken,
        Expiration: (c.Expiration ?? new Date(Date.now() + STS_LIFETIME_SECONDS * 1000)).toISOString(),
      },
      bucket: this.o.bucket,
      region: this.o.region,
    };
  }
}

/** Builds the S3 driver from the environment: path-style when an endpoint is given. */
export function createS3Storage(env: Env): S3Storage {
  if (!env.S3_BUCKET) throw new Error("S3_BUCKET is not set");
  const region = env.S3_REGION ?? "us-east-1";
  const credentials =
    env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
      ? { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY }
      : undefined; // the SDK's default chain (instance role, profile, ...)
  const client = new S3Client({
    region,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: Boolean(env.S3_ENDPOINT),
    credentials,
    // Without this, presigned part URLs carry the checksum of an empty body and S3 rejects the bytes.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  // STS only exists on AWS itself: other S3-compatible stores get no /api/s3/sts.
  const sts = env.S3_ENDPOINT && !env.S3_STS_ROLE_ARN ? undefined : new STSClient({ region, credentials });
  return new S3Storage({ client, sts, bucket: env.S3_BUCKET, region, roleArn: env.S3_STS_ROLE_ARN, publicUrl: env.S3_PUBLIC_URL });
}
