/** Runs once when the server starts: refuse a deployment that cannot keep uploads. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getEnv } = await import("@/lib/server/env");
  const { assertStorageConfigured } = await import("@/lib/server/storage/config");
  assertStorageConfigured(getEnv());
}
