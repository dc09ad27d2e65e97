import { z } from "zod";

import { projectVisibilities } from "@/lib/projects/project";

/**
 * POST /api/projects and PUT /api/projects/:id. `record` is the editor's project record; the server validates it
 * with its own schema (lib/projects/saved-project.ts and the document schema, lib/server/projects.ts).
 */
/** /api/projects/:id and below: the project's id (any string; a long or foreign one is a missing project). */
export const projectIdParams = z.object({ id: z.string() });

export const projectCreateSchema = z.object({ record: z.unknown() });

export const projectSaveSchema = z.object({
  record: z.unknown(),
  revision: z.number({ error: "the revision the project was loaded at is required" }).int().min(1),
});

/** PATCH /api/projects/:id: visibility and/or title (My Projects). `revision`, when given, must still be current. */
export const projectPatchSchema = z
  .object({
    visibility: z.enum(projectVisibilities).optional(),
    title: z.string().trim().min(1, "a title is required").max(120, "at most 120 characters").optional(),
    revision: z.number().int().min(1).optional(),
  })
  .refine((p) => p.visibility !== undefined || p.title !== undefined, { message: "Nothing to change: send visibility or title" });

export type ProjectPatch = z.infer<typeof projectPatchSchema>;

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
