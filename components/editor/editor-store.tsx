"use client";

import type * as React from "react";
import { createContext, use, useCallback, useEffect, useEffectEvent, useMemo, useReducer, useRef, useState } from "react";

import type { AppliedEffect } from "@/lib/editor-bridge";
import { autoColorBalance, frameStats } from "@/lib/editor/auto-balance";
import {
  clipsFromDoc,
  docForStorage,
  itemForAsset,
  sampleDoc,
  settingsFromState,
  trackEnd,
} from "@/lib/editor/doc-bridge";
import { docDuration, type MediaAsset, type ProjectDoc, type TimelineItem } from "@/lib/editor/document";
import { addAsset, addItem, defaultTrackIds } from "@/lib/editor/edits";
import {
  beginTransaction,
  canRedo,
  canUndo,
  commit,
  commitTransaction,
  createHistory,
  type History,
  redo as redoHistory,
  replacePresent,
  undo as undoHistory,
} from "@/lib/editor/history";
import { checkMediaFiles, IMAGE_SECONDS, mediaKind } from "@/lib/editor/media-files";
import { withLocalUrls } from "@/lib/editor/local-media";
import { PlaybackClock } from "@/lib/editor/playback";
import { type LoadedProject, loadedEditorState } from "@/lib/editor/loaded-project";
import { type EditorQuery, parseEditorQuery } from "@/lib/editor/query";
import { createInitialState, type EditorAction, editorReducer, type EditorState, type UploadedFile } from "@/lib/editor/state";
import { HttpError } from "@/lib/api-client";
import { createProject, fetchProject, ProjectConflictError, type SavedProject, saveProject } from "@/lib/project-store";
import { toast } from "@/lib/toast";

import { captureFrame, probeDuration } from "./frame-capture";
import { sampleProjectTitle } from "./sample-project-title";
import { useAppliedEffects } from "./use-applied-effects";
import { useLibraryMusic } from "./use-library-music";
import { keepLocalFiles, useLocalMediaUrls } from "./use-local-media";
import { touchNow } from "./use-now";

export type EditorDialog = "upload" | "voice" | "blur" | "wallet" | "save" | "export";
export type SaveSettings = Pick<EditorState, "title" | "visibility" | "allowComments" | "allowDownloads">;

export interface EditorStore {
  /** Project settings (title, properties, colour, blur…); `clips` and `selectedClipId` are derived from `doc`. */
  state: EditorState;
  /** The project document (version 2) as it is now, its settings taken from `state`. */
  doc: ProjectDoc;
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
  dispatch: React.Dispatch<EditorAction>;
  /** The preview's main-track <video> showing now, registered by the preview panel. */
  videoRef: React.RefObject<HTMLVideoElement | null>;
  /** The preview's canvas: the composed frame (what export draws), the saved project's thumbnail. */
  previewCanvasRef: React.RefObject<HTMLCanvasElement | null>;
  dialog: EditorDialog | null;
  setDialog: (dialog: EditorDialog | null) => void;
  /** Adds a finished upload (Upload Media dialog) as a clip that plays from storage. */
  addClip: (file: UploadedFile) => void;
  /** Adds local files (file chooser or drop on the preview); they play from blob: URLs. */
  addLocalFiles: (files: File[]) => void;
  /** Sets the preview's WebVTT captions track (null removes it). */
  setCaptions: (vtt: string | null) => void;
  /** Stores the project on the server (the account's projects); shows the spec's toast unless silent. */
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

export function newId(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
}

/** The content that an auto-save watches: the settings and the document's tracks and assets. */
function contentKey(s: EditorState, doc: ProjectDoc): string {
  return JSON.stringify({ settings: settingsFromState(s), tracks: doc.tracks, assets: doc.assets });
}

function probeAsset(asset: MediaAsset): Promise<MediaAsset> {
  if (asset.kind === "image" || !asset.url) return Promise.resolve(asset);
  return probeDuration(asset.url, asset.kind).then(
    (d) => (d !== null && Number.isFinite(d) && d > 0 ? { ...asset, duration: d } : asset),
    () => asset,
  );
}

export const AUTO_SAVE_DELAY_MS = 4000;

/** The editor's first settings: the query's, or those of the saved project it opens. */
function initialSettings({ initial, project }: { initial: Partial<EditorState>; project: LoadedProject | undefined }): EditorState {
  const state = createInitialState(initial);
  if (!project) return state;
  return editorReducer(state, { type: "loadProject", state: loadedEditorState(project.record, project.doc ?? sampleDoc()) });
}

export function EditorProvider({
  query,
  project,
  children,
}: {
  query: EditorQuery;
  /** The saved project of ?project=, read on the server: the editor renders it from the first paint. */
  project?: LoadedProject;
  children: React.ReactNode;
}) {
  const options = useMemo(() => parseEditorQuery(query), [query]);
  const [settingsState, dispatch] = useReducer(editorReducer, { initial: options.initial, project }, initialSettings);
  const [initialHistory] = useState<History>(() => createHistory(project?.doc ?? sampleDoc()));
  const historyRef = useRef<History>(initialHistory);
  const [history, setHistoryState] = useState<History>(initialHistory);
  const setHistory = useCallback((next: History) => {
    historyRef.current = next;
    setHistoryState(next);
  }, []);
  const [selectedItemId, setSelectedItemId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const settings = useMemo(() => settingsFromState(settingsState), [settingsState]);
  const settingsRef = useRef(settings);
  useEffect(() => {
    settingsRef.current = settings;
  }, [settings]);
  const present = history.present;
  // Local files of a loaded project play from this browser's storage (the history keeps the document as edited).
  const localUrls = useLocalMediaUrls(present);
  const doc = useMemo<ProjectDoc>(() => withLocalUrls({ ...present, settings }, localUrls), [present, settings, localUrls]);
  const clips = useMemo(() => clipsFromDoc(present), [present]);
  const state = useMemo<EditorState>(
    () => ({
      ...settingsState,
      clips,
      selectedClipId: clips.some((c) => c.id === selectedItemId) ? selectedItemId : (clips[0]?.id ?? null),
    }),
    [settingsState, clips, selectedItemId],
  );

  const [clock] = useState(() => {
    const initialDuration = docDuration(initialHistory.present);
    return new PlaybackClock(() => initialDuration);
  });
  useEffect(() => {
    const duration = docDuration(present);
    clock.setDurationSource(() => duration);
    if (clock.time > duration) clock.seek(duration);
  }, [present, clock]);
  useEffect(() => () => clock.dispose(), [clock]);

  const current = useCallback((): ProjectDoc => ({ ...historyRef.current.present, settings: settingsRef.current }), []);
  const edit = useCallback(
    (fn: (doc: ProjectDoc) => ProjectDoc) => {
      const base = current();
      const next = fn(base);
      if (next === base) return false;
      setHistory(commit(historyRef.current, next));
      return true;
    },
    [current, setHistory],
  );
  const undo = useCallback(() => {
    const h = historyRef.current;
    if (canUndo(h)) {
      setHistory(undoHistory(h));
      setAnnouncement("Undo");
    }
  }, [setHistory]);
  const redo = useCallback(() => {
    const h = historyRef.current;
    if (canRedo(h)) {
      setHistory(redoHistory(h));
      setAnnouncement("Redo");
    }
  }, [setHistory]);
  const dragBaseRef = useRef<ProjectDoc | null>(null);
  const beginDrag = useCallback(() => {
    setHistory(beginTransaction(historyRef.current));
    const base = current();
    dragBaseRef.current = base;
    return base;
  }, [current, setHistory]);
  const dragTo = useCallback(
    (next: ProjectDoc) => {
      const h = historyRef.current;
      // Back to the drag's starting document: show the recorded one, so that ending here records nothing.
      const shown = next === dragBaseRef.current && h.transactionBase ? h.transactionBase : next;
      setHistory(replacePresent(h, shown));
    },
    [setHistory],
  );
  const endDrag = useCallback(() => setHistory(commitTransaction(historyRef.current)), [setHistory]);
  const select = useCallback((id: string | null) => setSelectedItemId(id), []);
  const announce = useCallback((message: string) => setAnnouncement(message), []);
  const [dialog, setDialog] = useState<EditorDialog | null>(options.openUpload ? "upload" : null);
  const [loading, setLoading] = useState(options.projectId !== null && !project);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const previewCanvasRef = useRef<HTMLCanvasElement | null>(null);
  const thumbnailRef = useRef(project?.record.thumbnail ?? "");
  const [initialSavedKey] = useState(() =>
    project ? contentKey(initialSettings({ initial: {}, project }), project.doc ?? sampleDoc()) : null,
  );
  const savedKeyRef = useRef<string | null>(initialSavedKey);
  /** The server's id and revision of this project; a save names the revision (an older one is refused). */
  const projectIdRef = useRef<string | null>(project?.record.id ?? null);
  const revisionRef = useRef<number | null>(project?.revision ?? null);
  /** Set when another browser or tab saved first: auto-save stops until the page is reloaded. */
  const conflictRef = useRef(false);
  /** Saves run one after another, so each names the revision the previous one got. */
  const saveChainRef = useRef<Promise<unknown>>(Promise.resolve());
  const effectNamesRef = useRef<string[]>([]);

  const appliedEffects = useAppliedEffects();
  useEffect(() => {
    effectNamesRef.current = appliedEffects.map((e) => e.name);
  }, [appliedEffects]);

  // ?project=<id> where the page did not read it on the server (the editor's aliases): the account's project from
  // the server, or one of My Projects' samples (title only).
  useEffect(() => {
    const id = options.projectId;
    if (!id || project) return;
    let cancelled = false;
    const sampleTitle = sampleProjectTitle(id);
    (sampleTitle ? Promise.resolve(null) : fetchProject(id))
      .catch((error: unknown) => {
        if (!(error instanceof HttpError && error.status === 404)) throw error;
        return null;
      })
      .catch(() => "failed" as const)
      .then((loadedProject) => {
        if (cancelled) return;
        if (loadedProject && loadedProject !== "failed") {
          const record = loadedProject.record;
          thumbnailRef.current = record.thumbnail;
          projectIdRef.current = record.id;
          revisionRef.current = loadedProject.revision;
          void import("@/lib/editor/migrate")
            .then((m) => m.migrateProject(record.doc ?? record) ?? m.migrateProject({ ...record, doc: undefined }))
            .catch(() => null)
            .then((loadedDoc) => {
              if (cancelled) return;
              const docLoaded = loadedDoc ?? sampleDoc();
              const loaded = loadedEditorState(record, docLoaded);
              dispatch({ type: "loadProject", state: loaded });
              setHistory(createHistory(docLoaded));
              setSelectedItemId(null);
              clock.seek(0);
              const after = editorReducer(createInitialState(), { type: "loadProject", state: loaded });
              savedKeyRef.current = contentKey(after, docLoaded);
              setLoading(false);
            });
          return;
        }
        if (sampleTitle) dispatch({ type: "setTitle", title: sampleTitle });
        else if (loadedProject === "failed")
          toast({ title: "Project not loaded", description: "The project could not be loaded. Check your connection and reload.", variant: "destructive" });
        else toast({ title: "Project not found", description: "It does not exist, or it belongs to another account.", variant: "destructive" });
        setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [options.projectId, project, clock, setHistory]);

  const saveNow = useCallback(
    async (settings?: SaveSettings, { silent = false }: { silent?: boolean } = {}) => {
      const s: SaveSettings = settings ?? {
        title: state.title,
        visibility: state.visibility,
        allowComments: state.allowComments,
        allowDownloads: state.allowDownloads,
      };
      const existingId = projectIdRef.current;
      const revision = revisionRef.current;
      // The composed frame (titles, overlays, colour, as exported) once every picture in it has loaded.
      const canvas = previewCanvasRef.current;
      const frame = captureFrame(canvas?.dataset.complete === "true" ? canvas : videoRef.current, 320);
      if (frame) thumbnailRef.current = frame.dataUrl;
      const at = Date.now();
      const title = s.title.trim() || "Untitled Project";
      const record: SavedProject = {
        id: existingId ?? "new",
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
        doc: docForStorage({ ...historyRef.current.present, settings: { ...settingsFromState(state), ...s, title } }),
        clips: clipsFromDoc(historyRef.current.present).map((c) => ({
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
      let id: string;
      try {
        const stored = existingId && revision !== null ? await saveProject(record, revision) : await createProject(record);
        id = stored.id;
        projectIdRef.current = stored.id;
        revisionRef.current = stored.revision;
      } catch (error) {
        if (error instanceof ProjectConflictError) {
          conflictRef.current = true;
          toast({
            title: "Save conflict",
            description: "This project was saved in another browser or tab since you opened it. Reload to get the latest version.",
            variant: "destructive",
          });
        } else {
          toast({ title: "Save failed", description: "The project could not be saved. Check your connection and try again.", variant: "destructive" });
        }
        return false;
      }
      const next = { ...s, title };
      dispatch({ type: "saved", projectId: id, at, settings: next });
      savedKeyRef.current = contentKey({ ...state, ...next }, historyRef.current.present);
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
  const save = useCallback(
    (settings?: SaveSettings, options?: { silent?: boolean }) => {
      const run = saveChainRef.current.then(() => saveNow(settings, options));
      saveChainRef.current = run.catch(() => false);
      return run;
    },
    [saveNow],
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
  const key = useMemo(() => contentKey(state, present), [state, present]);
  const autoSave = useEffectEvent(() => {
    if (state.projectId && !conflictRef.current && savedKeyRef.current !== contentKey(state, historyRef.current.present))
      void save(undefined, { silent: true });
  });
  useEffect(() => {
    if (!state.projectId) return;
    const timer = setTimeout(() => autoSave(), AUTO_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, state.projectId]);

  /** Adds the asset and an item for it: video/image appended to the main video track, audio to the audio track. */
  const placeAssets = useCallback(
    (assets: MediaAsset[]) => {
      const placed: TimelineItem[] = [];
      edit((d) => {
        let next = d;
        for (const asset of assets) {
          next = addAsset(next, { asset });
          const trackId = asset.kind === "audio" ? defaultTrackIds.audio : defaultTrackIds.video;
          const item = itemForAsset(asset, newId(), trackEnd(next, trackId), IMAGE_SECONDS);
          const added = addItem(next, { item, trackId });
          if (added !== next) placed.push(item);
          next = added;
        }
        return next;
      });
      const first = placed[0];
      if (first) {
        setSelectedItemId(first.id);
        clock.pause();
        clock.seek(first.start);
        setAnnouncement(`Added ${assets.map((a) => a.name).join(", ")}`);
      }
    },
    [edit, clock],
  );

  const addClip = useCallback(
    (file: UploadedFile) => {
      const asset: MediaAsset = {
        id: newId(),
        name: file.name,
        mime: file.type,
        kind: mediaKind(file),
        duration: null,
        size: file.size,
        source: "upload",
        url: file.url,
        key: file.key,
      };
      void probeAsset(asset).then((a) => placeAssets([a]));
    },
    [placeAssets],
  );

  const addLocalFiles = useCallback(
    (files: File[]) => {
      const { accepted, rejected } = checkMediaFiles(files);
      for (const r of rejected) toast({ title: "File not added", description: r.reason, variant: "destructive" });
      if (accepted.length === 0) return;
      const assets: MediaAsset[] = accepted.map((file) => {
        const id = newId();
        return {
          id,
          name: file.name,
          mime: file.type,
          kind: mediaKind(file),
          duration: null,
          size: file.size,
          source: "local",
          url: URL.createObjectURL(file),
          localId: id,
        };
      });
      keepLocalFiles(assets.map((a, i) => ({ localId: a.id, file: accepted[i], url: a.url! })));
      void Promise.all(assets.map(probeAsset)).then((probed) => placeAssets(probed));
      toast({ title: "Media added", description: accepted.map((f) => f.name).join(", ") });
    },
    [placeAssets],
  );

  useLibraryMusic(options.music, !loading, placeAssets, newId);

  const setCaptions = useCallback(
    (vtt: string | null) => {
      void import("@/lib/editor/captions").then(({ parseCaptions, cuesToItems }) => {
        const cues = vtt ? parseCaptions(vtt) : null;
        if (vtt && (!cues || !cues.ok)) {
          toast({ title: "Captions not added", description: cues && !cues.ok ? cues.reason : "Unreadable captions", variant: "destructive" });
          return;
        }
        const items = cues && cues.ok ? cuesToItems(cues.cues, newId) : [];
        const changed = edit((d) => ({
          ...d,
          tracks: d.tracks.map((t) => (t.id === defaultTrackIds.caption ? { ...t, items } : t)),
        }));
        if (changed) setAnnouncement(items.length > 0 ? `Added ${items.length} captions` : "Removed captions");
      });
    },
    [edit],
  );

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
      state,
      doc,
      history: { canUndo: canUndo(history), canRedo: canRedo(history) },
      undo,
      redo,
      edit,
      beginDrag,
      dragTo,
      endDrag,
      clock,
      selectedItemId,
      select,
      announcement,
      announce,
      dispatch,
      videoRef,
      previewCanvasRef,
      dialog,
      setDialog,
      addClip,
      addLocalFiles,
      setCaptions,
      save,
      autoEdit,
      loading,
      appliedEffects,
    }),
    [
      state,
      doc,
      history,
      undo,
      redo,
      edit,
      beginDrag,
      dragTo,
      endDrag,
      clock,
      selectedItemId,
      select,
      announcement,
      announce,
      dialog,
      addClip,
      addLocalFiles,
      setCaptions,
      save,
      autoEdit,
      loading,
      appliedEffects,
    ],
  );
  return <EditorContext value={store}>{children}</EditorContext>;
}
