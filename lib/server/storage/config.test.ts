import { afterEach, describe, expect, it } from "vitest";

import { resetEnvForTests } from "@/lib/server/env";
import { getEmbeddedStorage, getStorage, setStorageForTests } from "@/lib/server/storage";
import { assertStorageConfigured, uploadDataDir, VERCEL_NEEDS_S3 } from "@/lib/server/storage/config";

const saved = { ...process.env };

function withEnv(env: Record<string, string | undefined>) {
  for (const k of ["VERCEL", "S3_BUCKET", "S3_ENDPOINT", "S3_REGION", "UPLOAD_DATA_DIR"]) delete process.env[k];
  Object.assign(process.env, env);
  resetEnvForTests();
  setStorageForTests(null);
}

afterEach(() => {
  process.env = { ...saved };
  resetEnvForTests();
  setStorageForTests(null);
});

describe("storage selection", () => {
  it("refuses Vercel without S3, saying why", () => {
    expect(() => assertStorageConfigured({ VERCEL: "1", S3_BUCKET: undefined })).toThrow(VERCEL_NEEDS_S3);
    expect(VERCEL_NEEDS_S3).toMatch(/S3_BUCKET/);
    expect(() => assertStorageConfigured({ VERCEL: "1", S3_BUCKET: "b" })).not.toThrow();
    expect(() => assertStorageConfigured({ VERCEL: undefined, S3_BUCKET: undefined })).not.toThrow();
    withEnv({ VERCEL: "1" });
    expect(() => getStorage()).toThrow(VERCEL_NEEDS_S3);
  });

  it("uses the embedded store without S3_BUCKET, under .data/uploads unless UPLOAD_DATA_DIR says otherwise", () => {
    withEnv({});
    expect(getStorage().kind).toBe("embedded");
    expect(getEmbeddedStorage().root).toBe(uploadDataDir({ UPLOAD_DATA_DIR: undefined }));
    expect(uploadDataDir({ UPLOAD_DATA_DIR: undefined })).toMatch(/\.data[\\/]uploads$/);
    expect(uploadDataDir({ UPLOAD_DATA_DIR: "/srv/msx" })).toBe("/srv/msx");
  });

  it("uses S3 when S3_BUCKET is set, and the embedded routes are then 404", () => {
    withEnv({ S3_BUCKET: "bucket", S3_REGION: "eu-west-1", S3_ENDPOINT: "http://127.0.0.1:9" });
    expect(getStorage().kind).toBe("s3");
    expect(() => getEmbeddedStorage()).toThrow(expect.objectContaining({ status: 404 }));
  });
});
