import "server-only";

import { ApiError } from "@/lib/server/api";
import { getEnv } from "@/lib/server/env";
import { assertStorageConfigured, uploadDataDir } from "@/lib/server/storage/config";
import { EmbeddedStorage } from "@/lib/server/storage/embedded";
import { createS3Storage } from "@/lib/server/storage/s3";
import type { StorageDriver } from "@/lib/server/storage/types";

let cached: StorageDriver | null = null;

/** The storage driver: S3 when S3_BUCKET is set, the embedded store otherwise. */
export function getStorage(): StorageDriver {
  if (cached) return cached;
  const env = getEnv();
  assertStorageConfigured(env);
  cached = env.S3_BUCKET ? createS3Storage(env) : new EmbeddedStorage(uploadDataDir(env));
  return cached;
}

/** The embedded store for its own routes; they do not exist (404) when S3 is configured. */
export function getEmbeddedStorage(): EmbeddedStorage {
  const storage = getStorage();
  if (!(storage instanceof EmbeddedStorage)) throw new ApiError(404, "The embedded store is not in use", "not_found");
  return storage;
}

export function setStorageForTests(storage: StorageDriver | null) {
  cached = storage;
}
