import "server-only";
import path from "node:path";

import type { Env } from "@/lib/server/env";

export const VERCEL_NEEDS_S3 =
  "MSX Studio refuses to start on Vercel without S3 storage: the embedded upload store keeps files on one " +
  "machine's disk, which Vercel's functions neither share nor keep. Set S3_BUCKET, S3_REGION and the AWS " +
  "credentials (see the README's Uploads section).";

/** Throws when the deployment cannot keep uploads: on Vercel, S3 is required. */
export function assertStorageConfigured(env: Pick<Env, "VERCEL" | "S3_BUCKET">) {
  if (env.VERCEL && !env.S3_BUCKET) throw new Error(VERCEL_NEEDS_S3);
}

/** Where the embedded store keeps files: UPLOAD_DATA_DIR, `.data/uploads` by default. */
export function uploadDataDir(env: Pick<Env, "UPLOAD_DATA_DIR">): string {
  return path.resolve(/*turbopackIgnore: true*/ env.UPLOAD_DATA_DIR ?? path.join(/*turbopackIgnore: true*/ process.cwd(), ".data", "uploads"));
}
