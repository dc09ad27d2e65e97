import type { ProjectDoc } from "@/lib/editor/model/document";
import type { LoadedProject } from "@/lib/editor/model/loaded-project";
import type { EditorQuery } from "@/lib/editor/model/query";

import { AiToolsSlot } from "./ai-tools-slot";
import { EarnCard } from "./earn-card";
import { EditorDialogs } from "./editor-dialogs";
import { EditorProvider } from "./editor-store";
import {
  AiFeaturesCard,
  CaptionsPanel,
  ColorCard,
  EditorHeader,
  EffectsCard,
  LipSyncCard,
  LocalMediaNotice,
  SelectionPanel,
  TimelinePanel,
  TranscriptPanel,
  VideoPropertiesCard,
} from "./lazy-panels";
import { PreviewPanel } from "./preview-panel";
import { TranscribeProvider } from "./timeline/transcribe-context";
import { TransitionsCard } from "./transitions/transitions-card";

/**
 * The video editor screen, shared by /editor, /ai-tools, /voice-cloning, /3d-effects and /ai-avatars.
 * Query: ?project=<id> opens a saved project, ?template=<id> a catalogue template's document (`template`, read on
 * the server; older links' ?title=&aspectRatio=&duration= set those settings), ?upload=1 opens the Upload Media
 * dialog. `project` is the saved project of ?project=, read on the server for the first render.
 */
export function EditorScreen({ query, project, template }: { query: EditorQuery; project?: LoadedProject; template?: ProjectDoc }) {
  return (
    // A new query (e.g. the sidebar's /editor after /editor?project=x) starts a fresh editor.
    <EditorProvider key={JSON.stringify(query)} query={query} project={project} template={template}>
      <TranscribeProvider>
        <div className="mx-auto flex w-full max-w-[96rem] flex-col gap-4 p-4 sm:p-6">
          <EditorHeader />
          <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <div className="flex min-w-0 flex-col gap-4">
              <LocalMediaNotice />
              <PreviewPanel />
              <TimelinePanel />
              <SelectionPanel />
              <CaptionsPanel />
              <TranscriptPanel />
            </div>
            <aside aria-label="Properties" className="flex flex-col gap-4">
              <EarnCard />
              <VideoPropertiesCard />
              <ColorCard />
              <EffectsCard />
              <TransitionsCard />
              <AiFeaturesCard />
              <LipSyncCard />
              {/* Last in the column: it loads after the editor, and nothing below it can move when it arrives. */}
              <AiToolsSlot />
            </aside>
          </div>
        </div>
        <EditorDialogs />
      </TranscribeProvider>
    </EditorProvider>
  );
}
