import { NextResponse } from "next/server";

import { templateIdParamsSchema } from "@/lib/contracts/projects";
import { route } from "@/lib/server/route";
import { deleteMyTemplate, myTemplate } from "@/lib/server/templates";

/** One of the caller's templates with its document; another account's is a 404. */
export const GET = route({ access: "reader", params: templateIdParamsSchema, notFound: "No such template" }, ({ account, params }) => myTemplate(account, params.id));

export const DELETE = route({ access: "guest", params: templateIdParamsSchema, notFound: "No such template" }, async ({ account, params }) => {
  await deleteMyTemplate(account, params.id);
  return new NextResponse(null, { status: 204 });
});
