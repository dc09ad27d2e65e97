/** Liveness for load balancers and the API benchmark's baseline: answers without reading a session or the database. */
export const dynamic = "force-dynamic";

export function GET(): Response {
  return Response.json({ status: "ok" });
}
