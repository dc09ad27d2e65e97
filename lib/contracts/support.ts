import { z } from "zod";

import { ticketPlatforms, ticketPriorities } from "@/lib/support/debug-center";

/** Title and description are both required (the form's toast says "Please fill in all required fields"). */
const required = (max: number) =>
  z
    .string({ error: "Please fill in all required fields" })
    .trim()
    .min(1, "Please fill in all required fields")
    .max(max, `at most ${max} characters`);

/** POST /api/tickets */
export const ticketCreateSchema = z.object({
  title: required(200),
  description: required(5000),
  priority: z.enum(ticketPriorities).default("medium"),
  platform: z.enum(ticketPlatforms).default("both"),
});

/** PATCH /api/tickets/:id (Mark Resolved). */
export const ticketPatchSchema = z.object({ status: z.literal("resolved") });

/** PATCH (or POST) /api/notifications: mark some notifications, or all of them, read. */
export const notificationsReadSchema = z.union([
  z.object({ ids: z.array(z.string().min(1).max(200)).min(1, "name at least one notification").max(500) }),
  z.object({ all: z.literal(true) }),
]);

/** The path of /api/tickets/:id. */
export const ticketIdParamsSchema = z.object({ id: z.string() });
