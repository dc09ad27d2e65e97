import { z } from "zod";

import { accountFileSchema } from "../schema";

/** POST /api/files/complete: the key whose upload the browser saw finish. */
export const completeFileSchema = z.object({ key: z.string().min(1).max(1024) });
export const completeFileResponseSchema = z.object({ file: accountFileSchema });
export type CompleteFileResponse = z.infer<typeof completeFileResponseSchema>;
