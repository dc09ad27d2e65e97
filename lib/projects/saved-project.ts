/**
 * A saved editor project: its version-2 document (lib/editor/model/document.ts) and what is kept beside it (the captured
 * frame, times). The document holds everything the editor edits, settings
 * included; the server validates it with the document schema (lib/editor/model/document-schema.ts). Projects saved
 * before, in the clip-list shape, are read through lib/editor/model/migrate.ts.
 */
import * as z from "zod/mini";

import type { ProjectDoc } from "@/lib/editor/model/document";

export const projectRecordSchema = z.object({
  id: z.string().check(z.minLength(1)),
  /** The version-2 document, validated with its own schema. */
  doc: z.unknown(),
  /** Older records: effects applied on /effects, by name (the migration makes them effect items). Never written. */
  appliedEffects: z.optional(z.array(z.string())),
  /** A frame of the preview as a data: URL, or "" when none could be captured. */
  thumbnail: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
});

export interface SavedProject {
  id: string;
  doc: ProjectDoc;
  thumbnail: string;
  createdAt: number;
  updatedAt: number;
}
