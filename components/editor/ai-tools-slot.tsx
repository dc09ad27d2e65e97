"use client";

import { lazyComponent } from "@/components/ui/lazy-component";

import { useEditor } from "./editor-store";
import { useTranscription } from "./timeline/transcribe-context";

// The AI Tools panel: rendered on the server in place with the editor (no boundary of its own, as the editor's panels:
// ./lazy-panels.tsx), its script loaded as its own chunk (outside the first load).
const AiToolsPanel = lazyComponent(() => import("@/components/ai-tools/ai-tools-panel").then((m) => m.AiToolsPanel), { inline: true });

/**
 * The editor's AI Tools panel: Auto Edit balances the preview's colours, captions become a track on it, and Auto
 * Captions can also transcribe the timeline's speech on the device.
 */
export function AiToolsSlot() {
  const { autoEdit, setCaptions } = useEditor();
  const { progress, startTimeline } = useTranscription();
  return (
    <AiToolsPanel
      onAutoEdit={autoEdit}
      onCaptions={setCaptions}
      onTranscribeTimeline={() => void startTimeline()}
      transcribing={progress !== null}
    />
  );
}
