import { open } from "node:fs/promises";

import { parseRange } from "@/lib/server/storage/http-range";import { errorResponse } from "@/lib/server/api";
import { route } from "@/lib/server/route";
import { FILE_CSP } from "@/lib/server/security-headers";
import { getEmbeddedStorage } from "@/lib/server/storage";

import { fileKeyParamsSchema } from "@/lib/contracts/uploads";

const CHUNK = 256 * 1024;

/**
 * The bytes start..end of a file as a pull stream: read only when the client wants more, and closed when it goes
 * away (a video that seeks drops its request mid-way). Node 20's Readable.toWeb adapter could throw an uncaught
 * "Controller is already closed" in that case.
 */
function fileRange(file: string, start: number, end: number): ReadableStream<Uint8Array> {
  let position = start;
  let handle: Awaited<ReturnType<typeof open>> | null = null;
  const close = async () => {
    const h = handle;
    handle = null;
    await h?.close().catch(() => {});
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        handle ??= await open(file, "r");
        const size = Math.min(CHUNK, end - position + 1);
        const buffer = new Uint8Array(size);
        const { bytesRead } = await handle.read(buffer, 0, size, position);
        position += bytesRead;
        if (bytesRead > 0) controller.enqueue(bytesRead === size ? buffer : buffer.subarray(0, bytesRead));
        if (bytesRead === 0 || position > end) {
          await close();
          controller.close();
        }
      } catch (error) {
        await close();
        controller.error(error);
      }
    },
    cancel: close,
  });
}

/** Serves a stored file, honouring a byte Range (videos seek) with 206. */
async function serve(req: Request, key: string[], withBody: boolean) {
  const object = await getEmbeddedStorage().readObject(key.join("/"));
  const headers = new Headers({
    "Accept-Ranges": "bytes",
    "Content-Type": object.contentType,
    "Last-Modified": object.mtime.toUTCString(),
    // keys carry a random id and never change
    "Cache-Control": "public, max-age=31536000, immutable",
    "Content-Disposition": "inline",
    // An uploaded file is never a page of ours: opened on its own, it runs no script and reaches nothing but itself.
    "Content-Security-Policy": FILE_CSP,
    "X-Content-Type-Options": "nosniff",
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
  return new Response(fileRange(object.file, start, end), { status, headers });
}

const options = { access: "public", params: fileKeyParamsSchema, notFound: "No such file" } as const;

export const GET = route(options, ({ req, params }) => serve(req, params.key, true));
export const HEAD = route(options, ({ req, params }) => serve(req, params.key, false));
