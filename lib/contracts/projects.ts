import { z } from "zod";

import type { ProjectDoc } from "@/lib/editor/model/document";
import { projectStatuses, projectVisibilities } from "@/lib/projects/project";

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

/** A project's My Projects card (lib/project.ts). */
const projectCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  thumbnail: z.string(),
  duration: z.string(),
  resolution: z.string(),
  status: z.enum(projectStatuses),
  visibility: z.enum(projectVisibilities),
  createdAt: z.string(),
  updatedAt: z.string(),
  size: z.string(),
  views: z.number().optional(),
  saved: z.boolean().optional(),
});

/**
 * GET, POST and PUT /api/projects…: the project with its revision, the editor's record and its card. The record's
 * document was validated on the server (lib/server/projects.ts), so the browser takes it as it is.
 */
export const projectAnswerSchema = z.object({
  project: z.object({
    id: z.string(),
    revision: z.number().int(),
    record: z.object({
      id: z.string(),
      doc: z.custom<ProjectDoc>(),
      thumbnail: z.string(),
      createdAt: z.number(),
      updatedAt: z.number(),
    }),
    summary: projectCardSchema,
  }),
});

/** The details of a 409 revision_conflict: the revision the project is at, saved elsewhere since it was loaded. */
export const projectConflictSchema = z.object({ revision: z.number().int() });

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
