import { z } from "zod";

import type { EditorCatalog } from "./editor";

/** The shape of the editor catalogue (kept apart so that zod stays out of the editor's bundle). */
export const editorCatalogSchema = z.object({
  voiceCategories: z.array(z.object({ id: z.string().min(1), name: z.string().min(1), voices: z.array(z.string().min(1)).min(1) })).length(6),
  blurTypes: z.array(z.object({ id: z.string().min(1), name: z.string().min(1), description: z.string() })).length(7),
  aiBlurTargets: z.array(z.object({ id: z.string().min(1), name: z.string().min(1) })).length(8),
  earnRewards: z.array(z.object({ activity: z.string().min(1), reward: z.number().int().positive() })).length(6),
  aiFeatures: z.array(z.object({ id: z.string().min(1), name: z.string().min(1), description: z.string().min(1) })).min(1),
}) satisfies z.ZodType<EditorCatalog>;
