import { z } from "zod";

import { MAX_PART_NUMBER } from "@/lib/media/upload-rules";

/** One of the account's uploaded files. `url` is where a complete file plays from (null while pending). */
export const accountFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  key: z.string(),
  size: z.number().int(),
  type: z.string(),
  status: z.enum(["pending", "complete"]),
  createdAt: z.string(),
  url: z.string().nullable(),
});
export type AccountFile = z.infer<typeof accountFileSchema>;

/** GET /api/files */
export const filesResponseSchema = z.object({ files: z.array(accountFileSchema) });
export type FilesResponse = z.infer<typeof filesResponseSchema>;

export const fileIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** DELETE /api/files/:id answers the id it removed. */
export const deleteFileResponseSchema = z.object({ deleted: z.string() });
export type DeleteFileResponse = z.infer<typeof deleteFileResponseSchema>;

/** POST /api/files/complete: the key whose upload the browser saw finish. */
export const completeFileSchema = z.object({ key: z.string().min(1).max(1024) });
export const completeFileResponseSchema = z.object({ file: accountFileSchema });
export type CompleteFileResponse = z.infer<typeof completeFileResponseSchema>;

/** POST /api/s3/multipart: what Uppy's S3 plugin sends to start a multipart upload. */
export const createMultipartSchema = z.object({
  filename: z.string().min(1).max(255),
  type: z.string().max(255),
  metadata: z.record(z.string(), z.unknown()).default({}),
});
export type CreateMultipartBody = z.infer<typeof createMultipartSchema>;

export const createMultipartResponseSchema = z.object({ uploadId: z.string(), key: z.string() });
export type CreateMultipartResponse = z.infer<typeof createMultipartResponseSchema>;

/** ?key= of the multipart calls on one upload. */
export const uploadKeyQuerySchema = z.object({ key: z.string().max(1024).optional() });

export const partSchema = z.object({ PartNumber: z.number().int(), ETag: z.string(), Size: z.number().int() });
export const listPartsResponseSchema = z.array(partSchema);
export type ListPartsResponse = z.infer<typeof listPartsResponseSchema>;

export const signPartQuerySchema = z.object({ key: z.string().max(1024).optional() });

/** A signed UploadPart URL and its lifetime in seconds. */
export const signPartResponseSchema = z.object({ url: z.string(), expires: z.number() });
export type SignPartResponse = z.infer<typeof signPartResponseSchema>;

/** The parts the browser uploaded, in order: [{ETag, PartNumber}]. */
export const completeMultipartSchema = z.object({
  parts: z
    .array(
      z.object({
        ETag: z.string().min(1).max(200),
        PartNumber: z.number().int().min(1).max(MAX_PART_NUMBER),
      }),
    )
    .min(1)
    .max(MAX_PART_NUMBER)
    .refine((parts) => parts.every((p, i) => i === 0 || p.PartNumber > parts[i - 1].PartNumber), {
      message: "Parts must be in ascending PartNumber order, each once",
    }),
});
export type CompleteMultipartBody = z.infer<typeof completeMultipartSchema>;

export const completeMultipartResponseSchema = z.object({ location: z.string(), key: z.string() });
export type CompleteMultipartResponse = z.infer<typeof completeMultipartResponseSchema>;

/** GET /api/s3/params?filename&type&metadata[name]=...: the single-request upload. */
export const paramsQuerySchema = z.object({
  filename: z.string().min(1).max(255),
  type: z.string().max(255).default(""),
});
export type ParamsQuery = z.infer<typeof paramsQuerySchema>;

/** Uppy sends metadata as `metadata[field]=value` query parameters. */
export function metadataFromQuery(url: string | URL): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of new URL(url).searchParams) {
    const m = /^metadata\[(.+)\]$/.exec(name);
    if (m) out[m[1]] = value;
  }
  return out;
}

/** The upload signature for a single-request upload: a presigned POST with a concrete key. */
export const paramsResponseSchema = z.object({
  method: z.literal("POST"),
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  headers: z.record(z.string(), z.string()),
  expires: z.number(),
});
export type ParamsResponse = z.infer<typeof paramsResponseSchema>;

/** Temporary storage credentials, limited to the upload prefix. */
export const stsResponseSchema = z.object({
  credentials: z.object({
    AccessKeyId: z.string(),
    SecretAccessKey: z.string(),
    SessionToken: z.string(),
    Expiration: z.string(),
  }),
  bucket: z.string(),
  region: z.string(),
});
export type StsResponse = z.infer<typeof stsResponseSchema>;

/** The fields of a signed POST to the embedded store (what /api/s3/params handed out), plus the file. */
export const signedPostSchema = z.object({
  key: z.string().min(1).max(1024),
  "Content-Type": z.string().min(1).max(255),
  "x-msx-expires": z.string().regex(/^\d{1,12}$/).transform(Number),
  "x-msx-signature": z.string().max(128),
  file: z.instanceof(Blob),
});
export type SignedPost = z.infer<typeof signedPostSchema>;

/** The file route's path: the object key's segments (`uploads`, `<accountId>`, `<uuid>-<name>`). */
export const fileKeyParamsSchema = z.object({ key: z.array(z.string().min(1).max(200)).min(3).max(3) });
export type FileKeyParams = z.infer<typeof fileKeyParamsSchema>;

/** The signed query of a part URL the embedded store handed out. */
export const signedPartQuerySchema = z.object({
  key: z.string().max(1024).default(""),
  length: z.string().regex(/^\d{1,12}$/).transform(Number).optional(),
  expires: z.string().regex(/^\d{1,12}$/).transform(Number).optional(),
  signature: z.string().max(128).default(""),
});
export type SignedPartQuery = z.infer<typeof signedPartQuerySchema>;

/** /api/s3/multipart/:uploadId and below: the upload's id as the URL has it (checked by the storage rules). */
export const uploadIdParamsSchema = z.object({ uploadId: z.string() });

/** /api/s3/multipart/:uploadId/:partNumber: both as the URL has them (checked by the storage rules). */
export const uploadPartParamsSchema = z.object({ uploadId: z.string(), partNumber: z.string() });
