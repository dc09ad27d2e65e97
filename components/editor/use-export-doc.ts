"use client";

import { useMemo } from "react";

import type { ProjectDoc } from "@/lib/editor/document";
import { docFromEditorState } from "@/lib/editor/export/doc-from-state";

import { useEditor } from "./editor-store";

/**
 * The document the export renders. The one place that changes when the editor's store exposes its own
 * ProjectDoc: then this becomes `return useEditor().doc;`.
 */
export function useExportDoc(): ProjectDoc {
  const { state } = useEditor();
  return useMemo(() => docFromEditorState(state), [state]);
}
