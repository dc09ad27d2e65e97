/** A saved project as the editor opens it: the stored record, its revision and its version-2 document. Pure. */
import type { SavedProject } from "@/lib/project-schema";

import { stateFromSettings } from "./doc-bridge";
import type { ProjectDoc } from "./document";
import type { EditorState } from "./state";

export interface LoadedProject {
  record: SavedProject;
  revision: number;
  /** null when the stored document could not be read (the editor then starts from the sample document). */
  doc: ProjectDoc | null;
}

/** The editor settings of a loaded project: the document's, with the record's title, visibility and times. */
export function loadedEditorState(record: SavedProject, doc: ProjectDoc): Partial<EditorState> {
  return {
    ...stateFromSettings({ ...doc.settings, title: record.title, visibility: record.visibility }),
    allowComments: record.allowComments,
    allowDownloads: record.allowDownloads,
    projectId: record.id,
    savedAt: record.updatedAt,
    createdAt: record.createdAt,
  };
}
