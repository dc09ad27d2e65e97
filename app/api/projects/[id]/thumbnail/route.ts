import { ApiError, withApi } from "@/lib/server/api";
import { requireAccount } from "@/lib/server/auth/guard";
import { getDb } from "@/lib/server/db/client";
import { getProject } from "@/lib/server/db/queries/projects";
import { thumbnailImage } from "@/lib/server/projects";

type Ctx = { params: Promise<{ id: string }> };

/**
 * The frame the editor captured for the project, as an image (My Projects links it instead of inlining the data:
 * URL in the page). Private to the account like the project; the URL carries the revision, so it caches.
 */
export const GET = withApi<Ctx>(async (req, { params }) => {
  const account = await requireAccount(req);
  const { id } = await params;
  const row = await getProject(await getDb(), account.id, id);
  const image = row ? thumbnailImage(row.thumbnail) : null;
  if (!image) throw new ApiError(404, "Thumbnail not found", "not_found");
  return new Response(new Uint8Array(image.bytes), {
    headers: { "content-type": image.type, "cache-control": "private, max-age=31536000, immutable", "x-content-type-options": "nosniff" },
  });
});
