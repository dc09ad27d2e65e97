import "server-only";

/** One uploaded part of a multipart upload, as S3's ListParts names it. */
export interface StoredPart {
  PartNumber: number;
  ETag: string;
  Size: number;
}

/** What the browser needs to send bytes straight to storage. */
export interface SignedPart {
  url: string;
  expires: number;
}

export interface SignedPost {
  method: "POST";
  url: string;
  fields: Record<string, string>;
  headers: Record<string, string>;
  expires: number;
}

export interface TemporaryCredentials {
  credentials: { AccessKeyId: string; SecretAccessKey: string; SessionToken: string; Expiration: string };
  bucket: string;
  region: string;
}

/** Per-request facts a driver may need: the origin the browser reached the app on. */
export interface RequestContext {
  origin: string;
}

/**
 * A storage back end. Both drivers answer the same shapes; failures are ApiErrors
 * (404 for an unknown upload, 400 for a rule broken, 502 when the store itself failed).
 */
export interface StorageDriver {
  readonly kind: "embedded" | "s3";
  createMultipartUpload(input: { key: string; contentType: string }): Promise<{ uploadId: string }>;
  listParts(input: { key: string; uploadId: string }): Promise<StoredPart[]>;
  signPart(input: { key: string; uploadId: string; partNumber: number }, ctx: RequestContext): Promise<SignedPart>;
  completeMultipartUpload(
    input: { key: string; uploadId: string; parts: { PartNumber: number; ETag: string }[] },
    ctx: RequestContext,
  ): Promise<{ location: string }>;
  abortMultipartUpload(input: { key: string; uploadId: string }): Promise<void>;
  createPost(input: { key: string; contentType: string }, ctx: RequestContext): Promise<SignedPost>;
  temporaryCredentials(): Promise<TemporaryCredentials>;
}
