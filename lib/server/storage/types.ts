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
  /** Signs one part's PUT for exactly `length` bytes (the store refuses a body of another length). */
  signPart(input: { key: string; uploadId: string; partNumber: number; length: number }, ctx: RequestContext): Promise<SignedPart>;
  completeMultipartUpload(
    input: { key: string; uploadId: string; parts: { PartNumber: number; ETag: string }[] },
    ctx: RequestContext,
  ): Promise<{ location: string; size: number }>;
  abortMultipartUpload(input: { key: string; uploadId: string }): Promise<void>;
  /** `maxBytes`: the declared size, the most the signed POST may carry (the embedded store checks its reservation). */
  createPost(input: { key: string; contentType: string; maxBytes?: number }, ctx: RequestContext): Promise<SignedPost>;
  /** Credentials that can upload only under the account's own prefix (uploads/<accountId>/). */
  temporaryCredentials(accountId: string): Promise<TemporaryCredentials>;
  /** The stored size of an object, or null when there is none. */
  objectSize(key: string): Promise<number | null>;
  /** Removes a stored object; one already gone is not an error. */
  deleteObject(key: string): Promise<void>;
  /** Where a stored object plays from, or null when the store is private. */
  objectUrl(key: string, ctx: RequestContext): string | null;
}
