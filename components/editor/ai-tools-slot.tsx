"use client";

import { lazyComponent } from "@/components/ui/lazy-component";

import { useEditor } from "./editor-store";
import { useTranscription } from "./timeline/transcribe-context";

// The AI Tools panel: rendered on the server with the editor, its script loaded as its own chunk (outside the first load).
const AiToolsPanel = lazyComponent(() => import("@/components/ai-tools/ai-tools-panel").then((m) => m.AiToolsPanel), {
  loading: () => (
    <div role="status" className="min-h-[28rem] rounded-xl border border-border bg-card p-5 text-sm text-muted-foreground">
      Loading AI tools...
    </div>
  ),
});

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
