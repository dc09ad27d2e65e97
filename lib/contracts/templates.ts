import { z } from "zod";

import type { ProjectDoc } from "@/lib/editor/model/document";

/** A template of the account's own (My Templates), as the gallery lists it. */
export const myTemplateSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  aspectRatio: z.string(),
  /** "0:15" */
  duration: z.string(),
  slotCount: z.number().int().min(0),
  createdAt: z.string(),
});
export type MyTemplate = z.infer<typeof myTemplateSchema>;

/** POST /api/templates/mine: the project's document (as the editor has it), its chosen items' ids as slots. */
export const saveTemplateSchema = z.object({
  title: z.string().trim().min(1, "a title is required").max(120, "at most 120 characters"),
  description: z.string().trim().max(300, "at most 300 characters").default(""),
  doc: z.unknown(),
  slotIds: z.array(z.string().min(1).max(200)).max(200),
});
export type SaveTemplateInput = z.input<typeof saveTemplateSchema>;

export const myTemplateAnswerSchema = z.object({ template: myTemplateSchema });
/** GET /api/templates/mine/:id: the template with its document (validated on the server). */
export const myTemplateDocAnswerSchema = z.object({ template: myTemplateSchema, doc: z.custom<ProjectDoc>() });

/** POST /api/templates/:id/project: the new project made from the template. */
export const templateProjectAnswerSchema = z.object({ project: z.object({ id: z.string(), revision: z.number().int() }) });
