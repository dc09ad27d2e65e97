/**
 * The sweep of abandoned uploads, on a timer in every server process (started by instrumentation.ts): reservations
 * whose bytes never arrived within a day are dropped (freeing their quota and their open-upload slot), and the
 * embedded store removes the parts of every multipart upload that no open reservation backs. On S3 the bucket's
 * lifecycle rule aborts incomplete multipart uploads (docs/api.md).
 */
import "server-only";

import { getDb } from "@/lib/server/db/client";
import { dropAbandonedReservations, fileByKey } from "@/lib/server/db/queries/files";
import { getStorage } from "@/lib/server/storage";
import { EmbeddedStorage } from "@/lib/server/storage/embedded";

/** How often the sweep runs. */
export const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/** One sweep; answers how many reservations it dropped. */
export async function sweepAbandonedUploads(now = new Date()): Promise<number> {
  const db = await getDb();
  const dropped = await dropAbandonedReservations(db, now);
  const storage = getStorage();
  if (storage instanceof EmbeddedStorage) {
    await storage.sweepAbandoned(undefined, async (key) => (await fileByKey(db, key))?.status === "pending");
  }
  return dropped.length;
}

const TIMER = Symbol.for("msx.uploadSweep");
type Slot = { [TIMER]?: ReturnType<typeof setInterval> };

/** Starts the sweep once per process; the timer never keeps the process alive. */
export function startUploadSweep(): void {
  const slot = globalThis as Slot;
  if (slot[TIMER]) return;
  slot[TIMER] = setInterval(() => {
    sweepAbandonedUploads().catch((error: unknown) =>
      console.error("Upload sweep failed:", error instanceof Error ? error.name : "unknown error"),
    );
  }, SWEEP_INTERVAL_MS);
  slot[TIMER].unref();
}
