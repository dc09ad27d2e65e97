import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";

import { ApiError } from "@/lib/server/api";
import { sign, verify, type Verdict } from "@/lib/server/storage/signing";
import type {
  RequestContext,
  SignedPart,
  SignedPost,
  StorageDriver,
  StoredPart,
  TemporaryCredentials,
} from "@/lib/server/storage/types";
import { isUploadKey, MAX_UPLOAD_BYTES, SIGNED_URL_TTL_SECONDS } from "@/lib/media/upload-rules";

const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PART_FILE = /^(\d{5})\.([0-9a-f]{32})$/;

const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

export const FILES_ROUTE = "/api/storage/files";
export const PARTS_ROUTE = "/api/storage/parts";

export const noSuchUpload = () => new ApiError(404, "The upload does not exist or was aborted", "no_such_upload");
export const tooLarge = () => new ApiError(400, "The file is larger than 100 MB", "too_large");

/** 403 for a signed URL that does not check out; 'Request has expired' is the text Uppy knows. */
export function assertSigned(verdict: Verdict) {
  if (verdict === "expired") throw new ApiError(403, "Request has expired", "expired");
  if (verdict === "invalid") throw new ApiError(403, "The request signature does not match", "bad_signature");
}

interface UploadRecord {
  key: string;
  contentType: string;
  createdAt: string;
}

interface ObjectMeta {
  contentType: string;
  size: number;
}

export interface StoredObject extends ObjectMeta {
  file: string;
  mtime: Date;
}

/** A part body past what its signature and its upload's reservation allow: refused whole, never cut short. */
export const partTooLarge = () =>
  new ApiError(413, "The part is larger than its signed length or would pass the size declared when the upload started", "part_too_large");

/** Counts and MD5-hashes the bytes flowing through; fails past `limit`. */
function meter(limit: number, over: () => ApiError = tooLarge) {
  const hash = createHash("md5");
  let size = 0;
  let digest: string | null = null;
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > limit) return done(over());
      hash.update(chunk);
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ size, md5: (digest ??= hash.digest("hex")) }) };
}

/**
 * The embedded store: files on this machine's disk (UPLOAD_DATA_DIR, `.data/uploads` by default),
 * reached through the app's own storage routes with HMAC-signed, expiring URLs. For one machine.
 */
export class EmbeddedStorage implements StorageDriver {
  readonly kind = "embedded";

  constructor(
    readonly root: string,
    private readonly now: () => number = Date.now,
  ) {}

  private objectPath(key: string) {
    if (!isUploadKey(key)) throw new ApiError(400, "The key is not an upload key", "bad_key");
    return this.inside(path.join(/*turbopackIgnore: true*/ this.root, "objects", key));
  }

  private metaPath(key: string) {
    return this.inside(path.join(/*turbopackIgnore: true*/ this.root, "meta", `${key}.json`));
  }

  private uploadDir(uploadId: string) {
    if (!UPLOAD_ID.test(uploadId)) throw noSuchUpload();
    return this.inside(path.join(/*turbopackIgnore: true*/ this.root, "multipart", uploadId));
  }

  private inside(p: string) {
    const resolved = path.resolve(/*turbopackIgnore: true*/ p);
    if (!resolved.startsWith(path.resolve(/*turbopackIgnore: true*/ this.root) + path.sep)) throw new ApiError(400, "The key is not an upload key", "bad_key");
    return resolved;
  }

  private async readUpload(key: string, uploadId: string): Promise<{ dir: string; record: UploadRecord }> {
    const dir = this.uploadDir(uploadId);
    let record: UploadRecord;
    try {
      record = JSON.parse(await readFile(path.join(/*turbopackIgnore: true*/ dir, "upload.json"), "utf8")) as UploadRecord;
    } catch {
      throw noSuchUpload();
    }
    if (record.key !== key) throw noSuchUpload();
    return { dir, record };
  }

  private async partFiles(dir: string): Promise<{ partNumber: number; md5: string; file: string }[]> {
    const names = await readdir(dir).catch(() => [] as string[]);
    return names
      .map((name) => PART_FILE.exec(name))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => ({ partNumber: Number(m[1]), md5: m[2], file: path.join(/*turbopackIgnore: true*/ dir, m[0]) }))
      .sort((a, b) => a.partNumber - b.partNumber);
  }

  private expiry() {
    return Math.floor(this.now() / 1000) + SIGNED_URL_TTL_SECONDS;
  }

  /**
   * Like the bucket's lifecycle rule: uploads left incomplete for a day are dropped, and with `isOpen`, so is every
   * upload whose key has no open reservation any more (its reservation was swept, released or completed elsewhere).
   */
  async sweepAbandoned(maxAgeMs = ABANDONED_AFTER_MS, isOpen?: (key: string) => Promise<boolean>) {
    const base = path.join(/*turbopackIgnore: true*/ this.root, "multipart");
    const ids = await readdir(base).catch(() => [] as string[]);
    for (const id of ids.filter((i) => UPLOAD_ID.test(i))) {
      const dir = path.join(/*turbopackIgnore: true*/ base, id);
      const info = await stat(dir).catch(() => null);
      if (!info) continue;
      let drop = this.now() - info.mtimeMs > maxAgeMs;
      if (!drop && isOpen) {
        const record = await readFile(path.join(/*turbopackIgnore: true*/ dir, "upload.json"), "utf8")
          .then((t) => JSON.parse(t) as UploadRecord)
          .catch(() => null);
        // A folder without its record is an upload being created (or aborted) right now: left to the age rule.
        drop = record !== null && !(await isOpen(record.key));
      }
      if (drop) await rm(dir, { recursive: true, force: true });
    }
  }

  async createMultipartUpload({ key, contentType }: { key: string; contentType: string }) {
    this.objectPath(key);
    void this.sweepAbandoned().catch(() => {});
    const uploadId = randomUUID();
    const dir = this.uploadDir(uploadId);
    await mkdir(dir, { recursive: true });
    const record: UploadRecord = { key, contentType, createdAt: new Date(this.now()).toISOString() };
    await writeFile(path.join(/*turbopackIgnore: true*/ dir, "upload.json"), JSON.stringify(record));
    return { uploadId };
  }

  async listParts({ key, uploadId }: { key: string; uploadId: string }): Promise<StoredPart[]> {
    const { dir } = await this.readUpload(key, uploadId);
    const parts = await this.partFiles(dir);
    return Promise.all(
      parts.map(async (p) => ({ PartNumber: p.partNumber, ETag: `"${p.md5}"`, Size: (await stat(p.file)).size })),
    );
  }

  async signPart(
    { key, uploadId, partNumber, length }: { key: string; uploadId: string; partNumber: number; length: number },
    ctx: RequestContext,
  ): Promise<SignedPart> {
    await this.readUpload(key, uploadId);
    const expires = this.expiry();
    const q = new URLSearchParams({
      key,
      length: String(length),
      expires: String(expires),
      signature: sign(["PUT", key, uploadId, partNumber, length], expires),
    });
    return { url: `${ctx.origin}${PARTS_ROUTE}/${uploadId}/${partNumber}?${q}`, expires: SIGNED_URL_TTL_SECONDS };
  }

  /** Checks a signed part URL (403 when expired or tampered). */
  checkPartSignature(input: { key: string; uploadId: string; partNumber: number; length: number; expires: number; signature: string }) {
    assertSigned(
      verify(["PUT", input.key, input.uploadId, input.partNumber, input.length], input.expires, input.signature, { now: this.now() }),
    );
  }

  /**
   * Stores one part's bytes (replacing an earlier try of the same part); answers its quoted MD5 ETag. The body may
   * carry at most `maxBytes` (the length the part was signed for: 413 past it, counted as the bytes arrive, never cut
   * short), and the parts together at most `declaredBytes` (the upload's reservation: 413 for the part that would
   * pass it).
   */
  async putPart(
    { key, uploadId, partNumber }: { key: string; uploadId: string; partNumber: number },
    body: ReadableStream<Uint8Array> | null,
    { maxBytes, declaredBytes }: { maxBytes: number; declaredBytes: number },
  ) {
    const { dir } = await this.readUpload(key, uploadId);
    const others = (await this.partFiles(dir)).filter((p) => p.partNumber !== partNumber);
    const othersBytes = (await Promise.all(others.map(async (p) => (await stat(p.file)).size))).reduce((a, b) => a + b, 0);
    const limit = Math.min(maxBytes, declaredBytes - othersBytes);
    const tmp = path.join(/*turbopackIgnore: true*/ dir, `.tmp-${partNumber}-${randomUUID()}`);
    const m = meter(Math.max(0, limit), partTooLarge);
    try {
      const source = body ? Readable.fromWeb(body as WebReadableStream<Uint8Array>) : Readable.from([]);
      await pipeline(source, m.stream, createWriteStream(tmp));
      const { md5 } = m.result();
      const label = String(partNumber).padStart(5, "0");
      // Parallel parts each checked the others before they arrived: the total is checked again once this one is in.
      const after = (await this.partFiles(dir)).filter((p) => p.partNumber !== partNumber);
      const afterBytes = (await Promise.all(after.map(async (p) => (await stat(p.file).catch(() => ({ size: 0 }))).size))).reduce((a, b) => a + b, 0);
      if (afterBytes + m.result().size > declaredBytes) throw partTooLarge();
      for (const old of await this.partFiles(dir)) if (old.partNumber === partNumber) await rm(old.file, { force: true });
      await rename(tmp, path.join(/*turbopackIgnore: true*/ dir, `${label}.${md5}`));
      await this.assertStillOpen(dir);
      return `"${md5}"`;
    } catch (error) {
      await this.assertStillOpen(dir); // aborted while the part was arriving: 404, and nothing left behind
      throw error;
    } finally {
      await rm(tmp, { force: true });
    }
  }

  /** After an abort removed the upload mid-part, drop whatever the part left and answer 404. */
  private async assertStillOpen(dir: string) {
    const open = await stat(path.join(/*turbopackIgnore: true*/ dir, "upload.json")).then(
      () => true,
      () => false,
    );
    if (!open) {
      await rm(dir, { recursive: true, force: true });
      throw noSuchUpload();
    }
  }

  async completeMultipartUpload(
    { key, uploadId, parts }: { key: string; uploadId: string; parts: { PartNumber: number; ETag: string }[] },
    ctx: RequestContext,
  ) {
    const { dir, record } = await this.readUpload(key, uploadId);
    const stored = new Map((await this.partFiles(dir)).map((p) => [p.partNumber, p]));
    const chosen = parts.map((p) => {
      const found = stored.get(p.PartNumber);
      if (!found || found.md5 !== p.ETag.replace(/"/g, "")) {
        throw new ApiError(400, `Part ${p.PartNumber} was not uploaded or its ETag does not match`, "invalid_part");
      }
      return found;
    });
    const sizes = await Promise.all(chosen.map(async (p) => (await stat(p.file)).size));
    const total = sizes.reduce((a, b) => a + b, 0);
    if (total > MAX_UPLOAD_BYTES) {
      await rm(dir, { recursive: true, force: true });
      throw tooLarge();
    }
    const target = this.objectPath(key);
    await mkdir(path.dirname(target), { recursive: true });
    const tmp = `${target}.tmp-${randomUUID()}`;
    try {
      const out = createWriteStream(tmp);
      for (const p of chosen) await pipeline(createReadStream(p.file), out, { end: false });
      await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
      await this.writeMeta(key, { contentType: record.contentType, size: total });
      await rename(tmp, target);
    } finally {
      await rm(tmp, { force: true });
    }
    await rm(dir, { recursive: true, force: true });
    return { location: this.fileUrl(key, ctx), size: total };
  }

  async abortMultipartUpload({ key, uploadId }: { key: string; uploadId: string }) {
    const dir = this.uploadDir(uploadId);
    try {
      await this.readUpload(key, uploadId);
    } catch {
      return; // already gone: not an error
    }
    await rm(dir, { recursive: true, force: true });
  }

  async createPost({ key, contentType }: { key: string; contentType: string }, ctx: RequestContext): Promise<SignedPost> {
    this.objectPath(key);
    const expires = this.expiry();
    return {
      method: "POST",
      url: `${ctx.origin}${FILES_ROUTE}`,
      fields: {
        key,
        "Content-Type": contentType,
        "x-msx-expires": String(expires),
        "x-msx-signature": sign(["POST", key, contentType, MAX_UPLOAD_BYTES], expires),
      },
      headers: {},
      expires: SIGNED_URL_TTL_SECONDS,
    };
  }

  checkPostSignature(input: { key: string; contentType: string; expires: number; signature: string }) {
    assertSigned(
      verify(["POST", input.key, input.contentType, MAX_UPLOAD_BYTES], input.expires, input.signature, { now: this.now() }),
    );
  }

  /** Stores a file sent through a signed POST. */
  async putObject({ key, contentType }: { key: string; contentType: string }, file: Blob) {
    if (file.size > MAX_UPLOAD_BYTES) throw tooLarge();
    const target = this.objectPath(key);
    await mkdir(path.dirname(target), { recursive: true });
    const tmp = `${target}.tmp-${randomUUID()}`;
    const m = meter(MAX_UPLOAD_BYTES);
    try {
      await pipeline(Readable.fromWeb(file.stream() as WebReadableStream<Uint8Array>), m.stream, createWriteStream(tmp));
      const { size, md5 } = m.result();
      await this.writeMeta(key, { contentType, size });
      await rename(tmp, target);
      return `"${md5}"`;
    } finally {
      await rm(tmp, { force: true });
    }
  }

  private async writeMeta(key: string, meta: ObjectMeta) {
    const file = this.metaPath(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify(meta));
  }

  /** A stored object for the file route, or 404. */
  async readObject(key: string): Promise<StoredObject> {
    if (!isUploadKey(key)) throw new ApiError(404, "No such file", "not_found");
    try {
      const file = this.objectPath(key);
      const [info, meta] = await Promise.all([stat(file), readFile(this.metaPath(key), "utf8")]);
      const parsed = JSON.parse(meta) as ObjectMeta;
      return { file, size: info.size, mtime: info.mtime, contentType: parsed.contentType };
    } catch {
      throw new ApiError(404, "No such file", "not_found");
    }
  }

  fileUrl(key: string, ctx: RequestContext) {
    return `${ctx.origin}${FILES_ROUTE}/${key}`;
  }

  objectUrl(key: string, ctx: RequestContext) {
    return this.fileUrl(key, ctx);
  }

  async objectSize(key: string): Promise<number | null> {
    if (!isUploadKey(key)) return null;
    try {
      return (await stat(this.objectPath(key))).size;
    } catch {
      return null;
    }
  }

  async deleteObject(key: string) {
    await rm(this.objectPath(key), { force: true });
    await rm(this.metaPath(key), { force: true });
  }

  async temporaryCredentials(_accountId: string): Promise<TemporaryCredentials> {
    throw new ApiError(
      501,
      "Temporary credentials need S3 storage: the embedded store has no STS. Set S3_BUCKET (and S3_STS_ROLE_ARN) to use them.",
      "not_implemented",
    );
  }
}
