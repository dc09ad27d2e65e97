"use client";

import type * as React from "react";
import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from "react";

import type { ProjectDoc, ProjectSettings } from "@/lib/editor/model/document";
import type { LoadedProject } from "@/lib/editor/model/loaded-project";
import type { PlaybackClock } from "@/lib/editor/preview/playback";
import { docForStorage } from "@/lib/editor/model/sample-doc";
import type { SettingsAction } from "@/lib/editor/model/settings";
import type { SavedProject } from "@/lib/projects/store";
import { toast } from "@/lib/toast";
import { captureFrame } from "@/lib/media/frame-capture";

import { sampleProjectTitle } from "./sample-project-title";
import { touchNow } from "./use-now";

export type SaveSettings = Pick<ProjectSettings, "title" | "visibility" | "allowComments" | "allowDownloads">;

export const AUTO_SAVE_DELAY_MS = 4000;

/** The server's project this editor saves to: its id once saved, the last save and the first. */
export interface SavedState {
  projectId: string | null;
  savedAt: number | null;
  createdAt: number | null;
}

export interface ProjectSave {
  saved: SavedState;
  /** Stores the project on the server (the account's projects); shows the saved toast unless silent. */
  save: (settings?: SaveSettings, options?: { silent?: boolean }) => Promise<boolean>;
  /** True while a ?project= the server did not render is loading. */
  loading: boolean;
}

/** The content an auto-save watches: the settings and the document's tracks, assets and length. */
function contentKey(settings: ProjectSettings, doc: ProjectDoc): string {
  return JSON.stringify({ settings, tracks: doc.tracks, assets: doc.assets, length: doc.length });
}

/**
 * Saving and opening the project on the server. A save writes the document once (lib/projects/saved-project.ts), names
 * the revision it was loaded at (an older one is refused: "Save conflict"), and saves run one after another. Once
 * saved, changes are saved again automatically a few seconds later; Ctrl/Cmd+S saves.
 */
export function useProjectSave({
  projectQuery,
  project,
  settings,
  dispatch,
  present,
  latest,
  reset,
  clock,
  select,
  previewCanvasRef,
  videoRef,
}: {
  /** ?project= of the address. */
  projectQuery: string | null;
  /** The project the server rendered the page with. */
  project: LoadedProject | undefined;
  settings: ProjectSettings;
  dispatch: React.Dispatch<SettingsAction>;
  present: ProjectDoc;
  latest: () => ProjectDoc;
  reset: (doc: ProjectDoc) => void;
  clock: PlaybackClock;
  select: (id: string | null) => void;
  previewCanvasRef: React.RefObject<HTMLCanvasElement | null>;
  videoRef: React.RefObject<HTMLVideoElement | null>;
}): ProjectSave {
  const [saved, setSaved] = useState<SavedState>(() => ({
    projectId: project?.record.id ?? null,
    savedAt: project?.record.updatedAt ?? null,
    createdAt: project?.record.createdAt ?? null,
  }));
  const [loading, setLoading] = useState(projectQuery !== null && !project);
  const thumbnailRef = useRef(project?.record.thumbnail ?? "");
  const savedKeyRef = useRef<string | null>(project ? contentKey(project.record.doc.settings, project.record.doc) : null);
  /** The server's id and revision of this project; a save names the revision (an older one is refused). */
  const projectIdRef = useRef<string | null>(project?.record.id ?? null);
  const revisionRef = useRef<number | null>(project?.revision ?? null);
  /** Set when another browser or tab saved first: auto-save stops until the page is reloaded. */
  const conflictRef = useRef(false);
  /** Saves run one after another, so each names the revision the previous one got. */
  const saveChainRef = useRef<Promise<unknown>>(Promise.resolve());

  // ?project=<id> where the page did not read it on the server (the editor's aliases): the account's project from
  // the server (its document already valid), or one of My Projects' samples (title only).
  useEffect(() => {
    const id = projectQuery;
    if (!id || project) return;
    let cancelled = false;
    const sampleTitle = sampleProjectTitle(id);
    (sampleTitle ? Promise.resolve(null) : import("./project-save-run").then((m) => m.openProject(id)))
      .catch(() => null)
      .then((loaded) => {
        if (cancelled) return;
        if (loaded) {
          const record = loaded.record;
          thumbnailRef.current = record.thumbnail;
          projectIdRef.current = record.id;
          revisionRef.current = loaded.revision;
          dispatch({ type: "load", settings: record.doc.settings });
          reset(record.doc);
          select(null);
          clock.seek(0);
          setSaved({ projectId: record.id, savedAt: record.updatedAt, createdAt: record.createdAt });
          savedKeyRef.current = contentKey(record.doc.settings, record.doc);
        } else if (sampleTitle) dispatch({ type: "setTitle", title: sampleTitle });
        setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [projectQuery, project, clock, dispatch, reset, select]);

  const saveNow = useCallback(
    async (sharing?: SaveSettings, { silent = false }: { silent?: boolean } = {}) => {
      const s: SaveSettings = sharing ?? {
        title: settings.title,
        visibility: settings.visibility,
        allowComments: settings.allowComments,
        allowDownloads: settings.allowDownloads,
      };
      const existingId = projectIdRef.current;
      const revision = revisionRef.current;
      // The composed frame (titles, overlays, colour, as exported) once every picture in it has loaded.
      const canvas = previewCanvasRef.current;
      const frame = captureFrame(canvas?.dataset.complete === "true" ? canvas : videoRef.current, 320);
      if (frame) thumbnailRef.current = frame.dataUrl;
      const at = Date.now();
      const title = s.title.trim() || "Untitled Project";
      const nextSettings: ProjectSettings = { ...settings, ...s, title };
      const doc = latest();
      const record: SavedProject = {
        id: existingId ?? "new",
        doc: docForStorage({ ...doc, settings: nextSettings }),
        thumbnail: thumbnailRef.current,
        createdAt: saved.createdAt ?? at,
        updatedAt: at,
      };
      const stored = await import("./project-save-run")
        .then((m) => m.sendProject(record, existingId, revision))
        .catch(() => {
          toast({ title: "Save failed", description: "The project could not be saved. Check your connection and try again.", variant: "destructive" });
          return null;
        });
      if (stored === "conflict") conflictRef.current = true;
      if (!stored || stored === "conflict") return false;
      const id = stored.id;
      projectIdRef.current = stored.id;
      revisionRef.current = stored.revision;
      dispatch({ type: "setSharing", sharing: { ...s, title } });
      setSaved((prev) => ({ projectId: id, savedAt: at, createdAt: prev.createdAt ?? at }));
      savedKeyRef.current = contentKey(nextSettings, doc);
      touchNow();
      if (saved.projectId !== id) {
        const url = new URL(window.location.href);
        url.search = `?project=${encodeURIComponent(id)}`;
        window.history.replaceState(window.history.state, "", url);
      }
      if (!silent) toast({ title: "Project Saved", description: `${title} saved as ${s.visibility} project` });
      return true;
    },
    [settings, saved, latest, dispatch, previewCanvasRef, videoRef],
  );
  const save = useCallback(
    (sharing?: SaveSettings, options?: { silent?: boolean }) => {
      const run = saveChainRef.current.then(() => saveNow(sharing, options));
      saveChainRef.current = run.catch(() => false);
      return run;
    },
    [saveNow],
  );

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

  const key = useMemo(() => contentKey(settings, present), [settings, present]);
  const autoSave = useEffectEvent(() => {
    if (saved.projectId && !conflictRef.current && savedKeyRef.current !== contentKey(settings, latest())) void save(undefined, { silent: true });
  });
  useEffect(() => {
    if (!saved.projectId) return;
    const timer = setTimeout(() => autoSave(), AUTO_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, saved.projectId]);

  return { saved, save, loading };
}
