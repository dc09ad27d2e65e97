import { projectIdParams } from "@/lib/contracts/projects";
import { ApiError } from "@/lib/server/api";
import { ownThumbnail } from "@/lib/server/projects";
import { route } from "@/lib/server/route";

/**
 * The frame the editor captured for the project, as an image (My Projects links it instead of inlining the data:
 * URL in the page). Private to the account like the project; the URL carries the revision, so it caches.
 */
export const GET = route({ access: "guest", params: projectIdParams }, async ({ account, params }) => {
  const image = await ownThumbnail(account.id, params.id);
  if (!image) throw new ApiError(404, "Thumbnail not found", "not_found");
  return new Response(new Uint8Array(image.bytes), {
    headers: { "content-type": image.type, "cache-control": "private, max-age=31536000, immutable", "x-content-type-options": "nosniff" },
  });
});
