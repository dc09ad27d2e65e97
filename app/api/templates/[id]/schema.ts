import { z } from "zod";

export const templateIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** GET /api/templates/:id: the template's data, for an account whose plan may use it (403 premium_required otherwise). */
export const templateResponseSchema = z.object({
  template: z.object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    category: z.string(),
    thumbnailUrl: z.string(),
    isPremium: z.boolean(),
    duration: z.string(),
    aspectRatio: z.string(),
    views: z.number(),
    likes: z.number(),
    tags: z.array(z.string()),
  }),
  editorUrl: z.string(),
});
export type TemplateResponse = z.infer<typeof templateResponseSchema>;
