/**
 * Uploads per account: a new upload is reserved against the plan's storage before anything is signed, its key
 * lives under the account (uploads/<accountId>/...), completion records its real size, and the account's list,
 * its deletion and aborts keep the reservation in step with what is stored.
 */
import "server-only";

import { randomUUID } from "node:crypto";

import type { AccountFile } from "@/lib/contracts/uploads";
import { ApiError } from "@/lib/server/api";
import { getDb } from "@/lib/server/db/client";
import { recordActivity } from "@/lib/server/challenges";
import { completeFile, deleteFile, fileByKey, fileOf, type FileRow, listFiles, releasePendingFile } from "@/lib/server/db/queries/files";
import { type QuotaAccount, reserveUpload } from "@/lib/entitlements/quotas";
import { getStorage } from "@/lib/server/storage";
import { planUpload } from "@/lib/server/storage/rules";
import { partLength } from "@/lib/media/upload-rules";
import type { RequestContext } from "@/lib/server/storage/types";

export const noSuchUpload = () => new ApiError(404, "The upload does not exist or was aborted", "no_such_upload");
export const largerThanDeclared = () =>
  new ApiError(400, "The file is larger than the size declared when its upload started", "size_mismatch");

/** Checks a new upload and reserves its declared size (402 quota_exceeded when it does not fit). */
export async function startUpload(account: QuotaAccount, body: { filename: string; type: string; metadata: Record<string, unknown> }) {
  const { key, contentType, sizeBytes } = planUpload(body, account.id);
  await reserveUpload(account, { id: `file_${randomUUID()}`, key, name: body.filename.slice(0, 255), contentType, sizeBytes });
  return { key, contentType, sizeBytes };
}

/** Runs the storage step that follows a reservation; when it fails, the reservation goes. */
export async function orRelease<T>(accountId: string, key: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    await releasePendingFile(await getDb(), accountId, key);
    throw error;
  }
}

/** The reservation of an account's key, or 404. */
export async function reservationOf(accountId: string, key: string): Promise<FileRow> {
  const file = await fileByKey(await getDb(), key);
  if (!file || file.accountId !== accountId) throw noSuchUpload();
  return file;
}

/**
 * The length part `partNumber` of the account's open upload may carry: parts are signed and stored only while the
 * upload's reservation exists and is not complete (404 otherwise), and only within its declared size (400 for a part
 * number past it).
 */
export async function signablePart(accountId: string, key: string, partNumber: number): Promise<number> {
  const file = await reservationOf(accountId, key);
  if (file.status !== "pending") throw noSuchUpload();
  const length = partLength(file.sizeBytes, partNumber);
  if (length === null) {
    throw new ApiError(400, `Part ${partNumber} is past the size declared when the upload started`, "part_beyond_declared_size");
  }
  return length;
}

/** The open (pending) reservation of a key whose part the embedded store is about to store, or 404. */
export async function openReservationByKey(key: string): Promise<FileRow> {
  const file = await reservationByKey(key);
  if (file.status !== "pending") throw noSuchUpload();
  return file;
}

/** The reservation of a key signed for the embedded store's POST (no session there: the signature vouches). */
async function reservationByKey(key: string): Promise<FileRow> {
  const file = await fileByKey(await getDb(), key);
  if (!file) throw noSuchUpload();
  return file;
}

/**
 * Marks a stored file complete with its real size. Bytes beyond the declared size are refused: the object
 * is removed and so is its reservation.
 */
export async function finishUpload(file: FileRow, realSize: number): Promise<void> {
  const db = await getDb();
  if (realSize > file.sizeBytes) {
    await getStorage().deleteObject(file.key);
    await releasePendingFile(db, file.accountId, file.key);
    throw largerThanDeclared();
  }
  await completeFile(db, file.accountId, file.key, realSize);
  // A completed video counts towards the upload challenge, once per file.
  if (file.contentType.startsWith("video/")) await recordActivity(db, file.accountId, "video_upload", file.id);
}

/**
 * The browser's word that an upload finished (a single-request POST goes straight to S3, so the server would not
 * know otherwise). The store is asked for the object's real size; a file already complete is answered as it is.
 */
export async function confirmUpload(accountId: string, key: string): Promise<FileRow> {
  const file = await reservationOf(accountId, key);
  if (file.status === "complete") return file;
  const size = await getStorage().objectSize(key);
  if (size === null) throw new ApiError(409, "The file has not reached storage yet", "not_uploaded");
  await finishUpload(file, size);
  return { ...file, status: "complete", sizeBytes: size };
}

export async function abortedUpload(accountId: string, key: string): Promise<void> {
  await releasePendingFile(await getDb(), accountId, key);
}

export function fileJson(file: FileRow, ctx: RequestContext): AccountFile {
  return {
    id: file.id,
    name: file.name,
    key: file.key,
    size: file.sizeBytes,
    type: file.contentType,
    status: file.status === "complete" ? "complete" : "pending",
    createdAt: file.createdAt.toISOString(),
    url: file.status === "complete" ? getStorage().objectUrl(file.key, ctx) : null,
  };
}

/** Removes one of the account's files: its row (freeing the quota) and its stored object. 404 for another's. */
export async function removeFile(accountId: string, id: string): Promise<void> {
  const db = await getDb();
  const file = await fileOf(db, accountId, id);
  if (!file) throw new ApiError(404, "No such file", "not_found");
  // The object first: when storage fails (502), the row and its quota stay as they were.
  await getStorage().deleteObject(file.key);
  await deleteFile(db, accountId, id);
}

/** The account's uploaded files, newest first, as the browser sees them. */
export async function filesOf(accountId: string, ctx: RequestContext): Promise<AccountFile[]> {
  return (await listFiles(await getDb(), accountId)).map((f) => fileJson(f, ctx));
}
