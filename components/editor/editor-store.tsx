"use client";

import type * as React from "react";
import { createContext, use, useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";

import { autoColorBalance, frameStats } from "@/lib/editor/render/auto-balance";
import type { ProjectDoc, ProjectSettings } from "@/lib/editor/model/document";
import { defaultSettings } from "@/lib/editor/model/empty-doc";
import type { LoadedProject } from "@/lib/editor/model/loaded-project";
import { withLocalUrls } from "@/lib/editor/media/local-media";
import type { PlaybackClock } from "@/lib/editor/preview/playback";
import { type EditorQuery, parseEditorQuery } from "@/lib/editor/model/query";
import { parseLength, setDocLength } from "@/lib/editor/edits/length-edits";
import { sampleDoc } from "@/lib/editor/model/sample-doc";
import { type SettingsAction, settingsReducer } from "@/lib/editor/model/settings";
import { toast } from "@/lib/toast";
import { captureFrame } from "@/lib/media/frame-capture";

import { useQueuedEffects } from "./use-queued-effects";
import { useDocHistory } from "./use-doc-history";
import { useLocalMediaUrls } from "./use-local-media";
import { type EditorMedia, useMedia } from "./use-media";
import { usePlaybackClock } from "./use-playback-clock";
import { type SavedState, type SaveSettings, useProjectSave } from "./use-project-save";

import { newId } from "./use-media";

export { newId };
export { type SaveSettings } from "./use-project-save";

export type EditorDialog = "upload" | "voice" | "blur" | "wallet" | "save" | "template" | "export";

/**
 * What the editor's components read and call: the project document (the one editor state) and its parts, each
 * kept by its own hook — history (use-doc-history), playback (use-playback-clock), media (use-media) and save
 * (use-project-save). The document's settings are edited through `dispatch` (not undone); the timeline through
 * `edit` and the drag calls (each one undo step).
 */
export interface EditorStore extends EditorMedia {
  /** The project document as it is now: the timeline as edited, the settings as set, local files playable. */
  doc: ProjectDoc;
  /** The document's settings (title, video properties, colour, blur…). */
  settings: ProjectSettings;
  dispatch: React.Dispatch<SettingsAction>;
  history: { canUndo: boolean; canRedo: boolean };
  undo: () => void;
  redo: () => void;
  /** Applies a pure edit to the current document and records one history step; false when it changed nothing. */
  edit: (fn: (doc: ProjectDoc) => ProjectDoc) => boolean;
  /**
   * A drag: `const base = beginDrag()`, then dragTo(edit(base)) on every move (shown, not recorded), then endDrag()
   * records one step (none when the document ended where it began).
   */
  beginDrag: () => ProjectDoc;
  dragTo: (doc: ProjectDoc) => void;
  endDrag: () => void;
  /** The one playback time of this editor (playhead, preview, keys); its duration is docDuration(doc). */
  clock: PlaybackClock;
  selectedItemId: string | null;
  select: (itemId: string | null) => void;
  /** The latest screen-reader announcement (shown in an aria-live region). */
  announcement: string;
  announce: (message: string) => void;
  /** The preview's main-track <video> showing now, registered by the preview panel. */
  videoRef: React.RefObject<HTMLVideoElement | null>;
  /** The preview's canvas: the composed frame (what export draws), the saved project's thumbnail. */
  previewCanvasRef: React.RefObject<HTMLCanvasElement | null>;
  dialog: EditorDialog | null;
  setDialog: (dialog: EditorDialog | null) => void;
  /** The server's project this editor saves to. */
  saved: SavedState;
  /** Stores the project on the server (the account's projects); shows the saved toast unless silent. */
  save: (settings?: SaveSettings, options?: { silent?: boolean }) => Promise<boolean>;
  /** Automatic colour balance from the current preview frame. */
  autoEdit: () => void;
  loading: boolean;
}

const EditorContext = createContext<EditorStore | null>(null);

export function useEditor(): EditorStore {
  const store = use(EditorContext);
  if (!store) throw new Error("useEditor must be used inside <EditorProvider>");
  return store;
}

export function EditorProvider({
  query,
  project,
  template,
  children,
}: {
  query: EditorQuery;
  /** The saved project of ?project=, read on the server: the editor renders it from the first paint. */
  project?: LoadedProject;
  /** A catalogue template's document (?template=), read on the server: the new project starts as it. */
  template?: ProjectDoc;
  children: React.ReactNode;
}) {
  const options = useMemo(() => parseEditorQuery(query), [query]);
  const [settings, dispatch] = useReducer(settingsReducer, null, () =>
    project ? project.record.doc.settings : template ? template.settings : { ...defaultSettings(), ...options.initial },
  );
  const settingsRef = useRef(settings);
  useEffect(() => {
    settingsRef.current = settings;
  }, [settings]);
  const currentSettings = useCallback(() => settingsRef.current, []);
  const history = useDocHistory(() => project?.record.doc ?? template ?? withQueryLength(sampleDoc(settings), options.initial.durationText), currentSettings);
  const { present } = history;
  // Local files of a loaded project play from this browser's storage (the history keeps the document as edited).
  const localUrls = useLocalMediaUrls(present);
  const doc = useMemo<ProjectDoc>(() => withLocalUrls({ ...present, settings }, localUrls), [present, settings, localUrls]);
  const clock = usePlaybackClock(present);

  const [selectedItemId, setSelectedItemId] = useState<string | null>(null);
  const select = useCallback((id: string | null) => setSelectedItemId(id), []);
  const [announcement, setAnnouncement] = useState("");
  const announce = useCallback((message: string) => setAnnouncement(message), []);
  const { undo: undoStep, redo: redoStep } = history;
  const undo = useCallback(() => {
    if (undoStep()) setAnnouncement("Undo");
  }, [undoStep]);
  const redo = useCallback(() => {
    if (redoStep()) setAnnouncement("Redo");
  }, [redoStep]);

  const [dialog, setDialog] = useState<EditorDialog | null>(options.openUpload ? "upload" : null);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const previewCanvasRef = useRef<HTMLCanvasElement | null>(null);

  const { saved, save, loading } = useProjectSave({
    projectQuery: options.projectId,
    project,
    settings,
    dispatch,
    present,
    latest: history.latest,
    reset: history.reset,
    clock,
    select,
    previewCanvasRef,
    videoRef,
  });
  const media = useMedia({ edit: history.edit, clock, select, announce, musicId: options.music, ready: !loading });
  useQueuedEffects({ ready: !loading, edit: history.edit, newId, announce });

  const autoEdit = useCallback(() => {
    const frame = captureFrame(videoRef.current, 160);
    if (!frame) {
      toast({ title: "Auto Edit", description: "Load a video frame in the preview first.", variant: "destructive" });
      return;
    }
    const color = autoColorBalance(frameStats(frame.pixels));
    dispatch({ type: "setColor", color });
    toast({
      title: "Auto Edit applied",
      description: `Brightness ${color.brightness}, contrast ${color.contrast}, saturation ${color.saturation}`,
    });
  }, []);

  const store = useMemo<EditorStore>(
    () => ({
      doc,
      settings,
      dispatch,
      history: history.flags,
      undo,
      redo,
      edit: history.edit,
      beginDrag: history.beginDrag,
      dragTo: history.dragTo,
      endDrag: history.endDrag,
      clock,
      selectedItemId,
      select,
      announcement,
      announce,
      videoRef,
      previewCanvasRef,
      dialog,
      setDialog,
      ...media,
      saved,
      save,
      autoEdit,
      loading,
    }),
    [doc, settings, history.flags, undo, redo, history.edit, history.beginDrag, history.dragTo, history.endDrag, clock, selectedItemId, select, announcement, announce, dialog, media, saved, save, autoEdit, loading],
  );
  return <EditorContext value={store}>{children}</EditorContext>;
}

/** An older template link's duration (?duration=) is the new project's length. */
function withQueryLength(doc: ProjectDoc, durationText: string | undefined): ProjectDoc {
  const parsed = durationText ? parseLength(durationText) : null;
  return parsed?.ok ? setDocLength(doc, { seconds: parsed.seconds }) : doc;
}
