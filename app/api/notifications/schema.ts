import { z } from "zod";

/** PATCH (or POST) /api/notifications: mark some notifications, or all of them, read. */
export const notificationsReadSchema = z.union([
  z.object({ ids: z.array(z.string().min(1).max(200)).min(1, "name at least one notification").max(500) }),
  z.object({ all: z.literal(true) }),
]);
