import { createReadStream } from "node:fs";
import { Readable } from "node:stream";

import { parseRange } from "@/lib/http-range";
import { ApiError, errorResponse, withApi } from "@/lib/server/api";
import { getEmbeddedStorage } from "@/lib/server/storage";

import { fileKeyParamsSchema } from "./schema";

type Ctx = { params: Promise<{ key: string[] }> };

/** Serves a stored file, honouring a byte Range (videos seek) with 206. */
async function serve(req: Request, { params }: Ctx, withBody: boolean) {
  const parsed = fileKeyParamsSchema.safeParse(await params);
  if (!parsed.success) throw new ApiError(404, "No such file", "not_found");
  const object = await getEmbeddedStorage().readObject(parsed.data.key.join("/"));
  const headers = new Headers({
    "Accept-Ranges": "bytes",
    "Content-Type": object.contentType,
    "Last-Modified": object.mtime.toUTCString(),
    // keys carry a random id and never change
    "Cache-Control": "public, max-age=31536000, immutable",
    "Content-Disposition": "inline",
  });
  const range = parseRange(req.headers.get("range"), object.size);
  if (range === "unsatisfiable") {
    return errorResponse(416, "The requested range is outside the file", "range_not_satisfiable", {
      "Content-Range": `bytes */${object.size}`,
    });
  }
  const { start, end } = range ?? { start: 0, end: object.size - 1 };
  const length = object.size === 0 ? 0 : end - start + 1;
  headers.set("Content-Length", String(length));
  if (range) headers.set("Content-Range", `bytes ${start}-${end}/${object.size}`);
  const status = range ? 206 : 200;
  if (!withBody || length === 0) return new Response(null, { status, headers });
  const stream = Readable.toWeb(createReadStream(object.file, { start, end })) as ReadableStream<Uint8Array>;
  return new Response(stream, { status, headers });
}

export const GET = withApi<Ctx>((req, ctx) => serve(req, ctx, true));
export const HEAD = withApi<Ctx>((req, ctx) => serve(req, ctx, false));
