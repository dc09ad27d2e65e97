import "server-only";
import { randomUUID } from "node:crypto";

import { ApiError } from "@/lib/server/api";
import { getEnv } from "@/lib/server/env";
import type { RequestContext } from "@/lib/server/storage/types";
import {
  accountUploadPrefix,
  ALLOWED_EXTENSIONS,
  allowedContentType,
  isUploadKey,
  MAX_PART_NUMBER,
  MAX_UPLOAD_BYTES,
  objectKeyFor,
  UPLOAD_PREFIX,
} from "@/lib/media/upload-rules";

export const SIGN_PART_MESSAGE = "Cannot sign without a key, an uploadId, and a partNumber";

/**
 * The origin signed embedded URLs point back at, so they stay same-origin: APP_URL when set (always in
 * production). Without it (development), the origin the browser reached the app on: the Host header is what the
 * browser used (Next rewrites `req.url` to its own host name).
 */
export function requestContext(req: Request): RequestContext {
  const { APP_URL } = getEnv();
  if (APP_URL) {
    try {
      return { origin: new URL(APP_URL).origin };
    } catch {
      // An invalid APP_URL stops a production start (lib/server/app-url.ts); development falls through.
    }
  }
  const url = new URL(req.url);
  const host = req.headers.get("x-forwarded-host")?.split(",")[0].trim() || req.headers.get("host");
  const proto = req.headers.get("x-forwarded-proto")?.split(",")[0].trim() || url.protocol.replace(":", "");
  if (!host || !/^[\w.-]+(:\d+)?$|^\[[0-9a-fA-F:.]+\](:\d+)?$/.test(host) || !/^https?$/.test(proto)) return { origin: url.origin };
  return { origin: `${proto}://${host}` };
}

/**
 * A key sent back by the browser: present, under the upload prefix, no `..` (403 otherwise); with an account,
 * it must also be under that account's folder (403 for another account's key).
 */
export function checkKey(key: string | undefined | null, accountId?: string): string {
  if (!key) throw new ApiError(400, "The key is missing", "missing_key");
  if (!key.startsWith(UPLOAD_PREFIX) || key.includes("..") || !isUploadKey(key)) {
    throw new ApiError(403, `The key must be an upload under ${UPLOAD_PREFIX}`, "forbidden_key");
  }
  if (accountId !== undefined && !key.startsWith(accountUploadPrefix(accountId))) {
    throw new ApiError(403, "This upload belongs to another account", "forbidden_key");
  }
  return key;
}

export function checkUploadId(uploadId: string | undefined): string {
  if (!uploadId || !uploadId.trim() || uploadId.length > 1024) throw new ApiError(400, "The uploadId is missing", "missing_upload_id");
  return uploadId;
}

/** Parses the partNumber path segment (1..10000) or answers null. */
export function parsePartNumber(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,5}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= MAX_PART_NUMBER ? n : null;
}

/** The size the uploader declared in metadata (it counts against the storage quota before any byte is sent). */
function declaredSize(metadata: Record<string, unknown>): number {
  const raw = metadata.size;
  if (raw === undefined || raw === null || raw === "") {
    throw new ApiError(400, "metadata.size is required: the file's size in bytes", "missing_size");
  }
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < 0) throw new ApiError(400, "metadata.size must be a number of bytes", "invalid_request");
  // An empty declaration would reserve nothing while parts still arrived: every upload reserves what it stores.
  if (n === 0) throw new ApiError(400, "metadata.size must be above 0: an empty file cannot be uploaded", "invalid_size");
  return n;
}

/**
 * Checks a new upload (name, type, declared size) and picks its key `uploads/<accountId>/<uuid>-<safe name>`
 * and the content type it is stored with.
 */
export function planUpload(
  {
    filename,
    type,
    metadata,
  }: {
    filename: string;
    type: string;
    metadata: Record<string, unknown>;
  },
  accountId: string,
): { key: string; contentType: string; sizeBytes: number } {
  const contentType = allowedContentType(filename, type);
  if (!contentType) {
    throw new ApiError(400, `Only ${ALLOWED_EXTENSIONS.join(", ")} files can be uploaded`, "unsupported_type");
  }
  const sizeBytes = declaredSize(metadata);
  if (sizeBytes > MAX_UPLOAD_BYTES) throw new ApiError(400, "The file is larger than 100 MB", "too_large");
  return { key: objectKeyFor(filename, randomUUID(), accountId), contentType, sizeBytes };
}
