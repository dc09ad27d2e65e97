import type * as React from "react";

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
 * A part that is often below the first screen (all of them on a phone, where the editor is one column): the browser
 * skips its style, layout and paint until it nears the view (`content-visibility: auto`), holding `size` px of height
 * for it until it has been drawn once, and its own height afterwards. Only a height is held: an intrinsic width too
 * (`contain-intrinsic-size` with one length sets both) would widen a phone's one-column grid to it. Its content stays
 * in the page: found by search, focus and assistive technology.
 */
function Offscreen({ size, children }: { size: number; children: React.ReactNode }) {
  return <div style={{ contentVisibility: "auto", containIntrinsicBlockSize: `auto ${size}px` }}>{children}</div>;
}

/** The Properties column, in order: each card with the height it holds until first drawn (about its phone height). */
const propertyCards: readonly (readonly [React.ComponentType, number])[] = [
  [EarnCard, 224],
  [VideoPropertiesCard, 384],
  [ColorCard, 550],
  [EffectsCard, 310],
  [TransitionsCard, 480],
  [AiFeaturesCard, 220],
  [LipSyncCard, 118],
  // Last in the column: it loads after the editor, and nothing below it can move when it arrives.
  [AiToolsSlot, 1400],
];

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
              {/* Nothing until an item is selected: no box of its own, or its held height would show as a gap. */}
              <SelectionPanel />
              <Offscreen size={240}>
                <CaptionsPanel />
              </Offscreen>
              <Offscreen size={160}>
                <TranscriptPanel />
              </Offscreen>
            </div>
            <aside aria-label="Properties" className="flex flex-col gap-4">
              {propertyCards.map(([Card, size], i) => (
                <Offscreen key={i} size={size}>
                  <Card />
                </Offscreen>
              ))}
            </aside>
          </div>
        </div>
        <EditorDialogs />
      </TranscribeProvider>
    </EditorProvider>
  );
}
