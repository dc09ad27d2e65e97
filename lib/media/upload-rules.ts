/**
 * The uploader's rules, shared by the Upload Media dialog and the storage
 * route handlers so the browser and the server enforce the same limits.
 */

/** 100 MB, counted the way Uppy shows it (1024-based): files above it are refused. */
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;

/** Files above this go multipart, in parts of this size (S3's minimum part size). */
export const MULTIPART_THRESHOLD_BYTES = 5 * 1024 * 1024;
/**
 * The part size, and the most one part's request body may carry: a part is signed for its exact length (the last one
 * the rest of the declared size); a bigger body is refused with 413, never cut short.
 */
export const PART_SIZE_BYTES = 5 * 1024 * 1024;
/** Uploads an account (or all guests of one client address) may have open at once. */
export const MAX_OPEN_UPLOADS = 12;
/** S3's part-number range. */
export const MAX_PART_NUMBER = 10_000;

/** How long a signed part or POST URL stays valid: long enough for a slow 5 MiB part. */
export const SIGNED_URL_TTL_SECONDS = 900;

/** At most this many files per dialog unless the caller allows more (the editor allows 5). */
export const DEFAULT_MAX_FILES = 1;
export const EDITOR_MAX_FILES = 5;

/** Every stored object lives under this prefix. */
export const UPLOAD_PREFIX = "uploads/";

/** Allowed extensions and the content types browsers report for them (the first is the canonical one). */
export const ALLOWED_TYPES: Readonly<Record<string, readonly string[]>> = {
  ".mp4": ["video/mp4"],
  ".mov": ["video/quicktime"],
  ".avi": ["video/x-msvideo", "video/avi", "video/msvideo"],
  ".mkv": ["video/x-matroska", "video/matroska", "video/mkv"],
  ".mp3": ["audio/mpeg", "audio/mp3"],
  ".wav": ["audio/wav", "audio/x-wav", "audio/wave", "audio/vnd.wave"],
  ".jpg": ["image/jpeg"],
  ".jpeg": ["image/jpeg"],
  ".png": ["image/png"],
  ".gif": ["image/gif"],
};

/** The list Uppy's restrictions take (`allowedFileTypes`). */
export const ALLOWED_EXTENSIONS = Object.keys(ALLOWED_TYPES);

/** Types a browser may send when it does not know better; the extension decides then. */
const GENERIC_TYPES = new Set(["", "application/octet-stream"]);

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot).toLowerCase();
}

/**
 * The content type an upload is stored with, or null when the name or the type is not allowed:
 * the extension must be in the list and the declared type must match it (or be generic).
 */
export function allowedContentType(name: string, declaredType: string): string | null {
  const types = ALLOWED_TYPES[extensionOf(name)];
  if (!types) return null;
  const type = declaredType.split(";")[0].trim().toLowerCase();
  if (GENERIC_TYPES.has(type) || types.includes(type)) return types[0];
  return null;
}

/** A file name safe for an object key: its base name, ASCII letters, digits, dot, dash and underscore. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const ext = extensionOf(base);
  const stem = base.slice(0, base.length - ext.length);
  const cleanStem =
    stem
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^\w.-]+/g, "-")
      .replace(/\.{2,}/g, ".")
      .replace(/^[-.]+|[-.]+$/g, "")
      .slice(0, 80) || "file";
  return `${cleanStem}${ext}`;
}

/** The folder of an account's uploads: `uploads/<accountId>/`. */
export function accountUploadPrefix(accountId: string): string {
  return `${UPLOAD_PREFIX}${accountId}/`;
}

/** A stored object's key: `uploads/<accountId>/<uuid>-<safe name>`. */
export function objectKeyFor(name: string, uuid: string, accountId: string): string {
  return `${accountUploadPrefix(accountId)}${uuid}-${safeFileName(name)}`;
}

const KEY_PATTERN = /^uploads\/[A-Za-z0-9][\w-]{0,63}\/[A-Za-z0-9][\w.-]*$/;

/** True for a key the app could have made: under the upload prefix, an account folder and a name, no `..`. */
export function isUploadKey(key: string): boolean {
  return key.length <= 200 && KEY_PATTERN.test(key) && !key.includes("..");
}

/**
 * The length of part `partNumber` of an upload that declared `declaredBytes`, cut in parts of PART_SIZE_BYTES (the
 * last one the rest), or null when the declared size has no such part. The parts together are the declared size.
 */
export function partLength(declaredBytes: number, partNumber: number): number | null {
  const start = (partNumber - 1) * PART_SIZE_BYTES;
  if (!Number.isSafeInteger(partNumber) || partNumber < 1 || start >= declaredBytes) return null;
  return Math.min(PART_SIZE_BYTES, declaredBytes - start);
}
