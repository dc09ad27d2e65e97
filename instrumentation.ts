/** Runs once when the server starts: refuse a deployment that cannot keep uploads or data; set up the owner. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getEnv } = await import("@/lib/server/env");
  const { assertStorageConfigured } = await import("@/lib/server/storage/config");
  const { assertDatabaseConfigured } = await import("@/lib/server/db/config");
  const env = getEnv();
  assertStorageConfigured(env);
  assertDatabaseConfigured(env);
}
