import { z } from "zod";

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
