"use client";

import type * as React from "react";
import { createContext, use, useCallback, useEffect, useEffectEvent, useMemo, useReducer, useRef, useState } from "react";

import type { AppliedEffect } from "@/lib/editor-bridge";
import { autoColorBalance, frameStats } from "@/lib/editor/auto-balance";
import { checkMediaFiles, IMAGE_SECONDS, mediaKind } from "@/lib/editor/media-files";
import { type EditorQuery, parseEditorQuery } from "@/lib/editor/query";
import {
  type Clip,
  clipFromUpload,
  createInitialState,
  type EditorAction,
  editorReducer,
  type EditorState,
  type UploadedFile,
} from "@/lib/editor/state";
import { getSavedProject, newProjectId, type SavedProject, saveProject } from "@/lib/project-store";
import { toast } from "@/lib/toast";

import { captureFrame, probeDuration } from "./frame-capture";
import { sampleProjectTitle } from "./sample-project-title";
import { useAppliedEffects } from "./use-applied-effects";
import { touchNow } from "./use-now";

export type EditorDialog = "upload" | "voice" | "blur" | "wallet" | "save" | "export";
export type SaveSettings = Pick<EditorState, "title" | "visibility" | "allowComments" | "allowDownloads">;

export interface EditorStore {
  state: EditorState;
  dispatch: React.Dispatch<EditorAction>;
  /** The preview's <video>, registered by the preview panel. */
  videoRef: React.RefObject<HTMLVideoElement | null>;
  dialog: EditorDialog | null;
  setDialog: (dialog: EditorDialog | null) => void;
  /** Adds a finished upload (Upload Media dialog) as a clip that plays from storage. */
  addClip: (file: UploadedFile) => void;
  /** Adds local files (file chooser or drop on the preview); they play from blob: URLs. */
  addLocalFiles: (files: File[]) => void;
  /** Sets the preview's WebVTT captions track (null removes it). */
  setCaptions: (vtt: string | null) => void;
  /** Stores the project in IndexedDB; shows the spec's toast unless silent. */
  save: (settings?: SaveSettings, options?: { silent?: boolean }) => Promise<boolean>;
  /** Automatic colour balance from the current preview frame. */
  autoEdit: () => void;
  loading: boolean;
  /** Effects applied on /effects for this project (from browser storage). */
  appliedEffects: AppliedEffect[];
}

const EditorContext = createContext<EditorStore | null>(null);

export function useEditor(): EditorStore {
  const store = use(EditorContext);
  if (!store) throw new Error("useEditor must be used inside <EditorProvider>");
  return store;
}

function clipId(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
}

function fromSaved(record: SavedProject): Partial<EditorState> {
  const clips: Clip[] = record.clips.map((c, i) => ({
    id: `saved-${i}`,
    name: c.name,
    type: c.type,
    url: c.url,
    duration: c.duration,
    size: c.size,
    key: c.key,
    source: c.url ? c.source : "saved",
  }));
  const { id, title, visibility, allowComments, allowDownloads, aspectRatio, properties, color, blur, lipSync, effects, voice } = record;
  return {
    projectId: id,
    title,
    visibility,
    allowComments,
    allowDownloads,
    aspectRatio,
    properties,
    color,
    blur,
    lipSync,
    effects,
    voice,
    clips,
    selectedClipId: clips[0]?.id ?? null,
    savedAt: record.updatedAt,
    createdAt: record.createdAt,
  };
}

/** The content that an auto-save watches (everything but the save bookkeeping and transient captions). */
function contentKey(s: EditorState): string {
  const { savedAt: _savedAt, createdAt: _createdAt, projectId: _projectId, selectedClipId: _sel, captions: _c, ...rest } = s;
  return JSON.stringify({ ...rest, clips: rest.clips.map((c) => [c.name, c.duration, c.url]) });
}

export const AUTO_SAVE_DELAY_MS = 4000;

export function EditorProvider({
  query,
  children,
}: {
  query: EditorQuery;
  children: React.ReactNode;
}) {
  const options = useMemo(() => parseEditorQuery(query), [query]);
  const [state, dispatch] = useReducer(editorReducer, options.initial, createInitialState);
  const [dialog, setDialog] = useState<EditorDialog | null>(options.openUpload ? "upload" : null);
  const [loading, setLoading] = useState(options.projectId !== null);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const thumbnailRef = useRef("");
  const savedKeyRef = useRef<string | null>(null);
  const effectNamesRef = useRef<string[]>([]);

  const appliedEffects = useAppliedEffects();
  useEffect(() => {
    effectNamesRef.current = appliedEffects.map((e) => e.name);
  }, [appliedEffects]);

  // ?project=<id>: a project saved in this browser, or one of My Projects' samples (title only).
  useEffect(() => {
    const id = options.projectId;
    if (!id) return;
    let cancelled = false;
    getSavedProject(id)
      .catch(() => null)
      .then((record) => {
        if (cancelled) return;
        if (record) {
          thumbnailRef.current = record.thumbnail;
          const loaded = fromSaved(record);
          dispatch({ type: "loadProject", state: loaded });
          savedKeyRef.current = contentKey(editorReducer(createInitialState(), { type: "loadProject", state: loaded }));
        } else {
          const title = sampleProjectTitle(id);
          if (title) dispatch({ type: "setTitle", title });
          else toast({ title: "Project not found", description: "It may have been saved in another browser.", variant: "destructive" });
        }
        setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [options.projectId]);

  const save = useCallback(
    async (settings?: SaveSettings, { silent = false }: { silent?: boolean } = {}) => {
      const s: SaveSettings = settings ?? {
        title: state.title,
        visibility: state.visibility,
        allowComments: state.allowComments,
        allowDownloads: state.allowDownloads,
      };
      const id = state.projectId ?? newProjectId();
      const frame = captureFrame(videoRef.current, 320);
      if (frame) thumbnailRef.current = frame.dataUrl;
      const at = Date.now();
      const title = s.title.trim() || "Untitled Project";
      const record: SavedProject = {
        id,
        ...s,
        title,
        aspectRatio: state.aspectRatio,
        properties: state.properties,
        color: state.color,
        blur: state.blur,
        lipSync: state.lipSync,
        effects: state.effects,
        appliedEffects: effectNamesRef.current,
        voice: state.voice,
        clips: state.clips.map((c) => ({
          name: c.name,
          type: c.type,
          duration: c.duration,
          size: c.size,
          key: c.key,
          url: c.url?.startsWith("blob:") ? null : c.url,
          source: c.source,
        })),
        thumbnail: thumbnailRef.current,
        createdAt: state.createdAt ?? at,
        updatedAt: at,
      };
      try {
        await saveProject(record);
      } catch {
        toast({ title: "Save failed", description: "This browser could not store the project.", variant: "destructive" });
        return false;
      }
      const next = { ...s, title };
      dispatch({ type: "saved", projectId: id, at, settings: next });
      savedKeyRef.current = contentKey({ ...state, ...next });
      touchNow();
      if (state.projectId !== id) {
        const url = new URL(window.location.href);
        url.search = `?project=${encodeURIComponent(id)}`;
        window.history.replaceState(window.history.state, "", url);
      }
      if (!silent) toast({ title: "Project Saved", description: `${title} saved as ${next.visibility} project` });
      return true;
    },
    [state],
  );

  // Ctrl/Cmd+S saves.
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "s") {
      event.preventDefault();
      void save();
    }
  });
  useEffect(() => {
    const listener = (e: KeyboardEvent) => onKey(e);
    window.addEventListener("keydown", listener);
    return () => window.removeEventListener("keydown", listener);
  }, []);

  // Once saved, changes are saved again automatically a few seconds later.
  const key = useMemo(() => contentKey(state), [state]);
  const autoSave = useEffectEvent(() => {
    if (state.projectId && savedKeyRef.current !== contentKey(state)) void save(undefined, { silent: true });
  });
  useEffect(() => {
    if (!state.projectId) return;
    const timer = setTimeout(() => autoSave(), AUTO_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, state.projectId]);

  const addClip = useCallback((file: UploadedFile) => {
    const clip = clipFromUpload(file, clipId());
    dispatch({ type: "addClip", clip });
    const kind = mediaKind(file);
    if (kind === "image") dispatch({ type: "setClipDuration", id: clip.id, duration: IMAGE_SECONDS });
    else
      void probeDuration(file.url, kind).then((d) => {
        if (d !== null) dispatch({ type: "setClipDuration", id: clip.id, duration: d });
      });
  }, []);

  const addLocalFiles = useCallback((files: File[]) => {
    const { accepted, rejected } = checkMediaFiles(files);
    for (const r of rejected) toast({ title: "File not added", description: r.reason, variant: "destructive" });
    for (const file of accepted) {
      const url = URL.createObjectURL(file);
      const clip: Clip = { id: clipId(), name: file.name, type: file.type, size: file.size, url, duration: null, source: "local" };
      dispatch({ type: "addClip", clip });
      const kind = mediaKind(file);
      if (kind === "image") dispatch({ type: "setClipDuration", id: clip.id, duration: IMAGE_SECONDS });
      else
        void probeDuration(url, kind).then((d) => {
          if (d !== null) dispatch({ type: "setClipDuration", id: clip.id, duration: d });
        });
    }
    if (accepted.length > 0) {
      toast({ title: "Media added", description: accepted.map((f) => f.name).join(", ") });
    }
  }, []);

  const setCaptions = useCallback((vtt: string | null) => dispatch({ type: "setCaptions", vtt }), []);

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
    () => ({ state, dispatch, videoRef, dialog, setDialog, addClip, addLocalFiles, setCaptions, save, autoEdit, loading, appliedEffects }),
    [state, dialog, addClip, addLocalFiles, setCaptions, save, autoEdit, loading, appliedEffects],
  );
  return <EditorContext value={store}>{children}</EditorContext>;
}
