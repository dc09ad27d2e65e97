"use client";

import { useCallback, useMemo } from "react";

import type { MediaAsset, ProjectDoc, TimelineItem } from "@/lib/editor/model/document";
import { addAsset, addItem, defaultTrackIds } from "@/lib/editor/edits/index";
import { checkMediaFiles, IMAGE_SECONDS, mediaKind } from "@/lib/editor/media/media-files";
import type { PlaybackClock } from "@/lib/editor/preview/playback";
import { itemForAsset, trackEnd } from "@/lib/editor/model/sample-doc";
import type { UploadedFile } from "@/lib/editor/model/choices";
import { toast } from "@/lib/toast";
import { probeDuration } from "@/lib/media/probe-duration";

import { useLibraryMusic } from "./use-library-music";
import { keepLocalFiles } from "./use-local-media";

export function newId(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
}

function probeAsset(asset: MediaAsset): Promise<MediaAsset> {
  if (asset.kind === "image" || !asset.url) return Promise.resolve(asset);
  return probeDuration(asset.url, asset.kind).then(
    (d) => (d !== null && Number.isFinite(d) && d > 0 ? { ...asset, duration: d } : asset),
    () => asset,
  );
}

export interface EditorMedia {
  /** Adds a finished upload (Upload Media dialog); it plays from storage. */
  addUpload: (file: UploadedFile) => void;
  /** Adds local files (file chooser or drop on the preview); they play from blob: URLs. */
  addLocalFiles: (files: File[]) => void;
  /** Sets the Captions track from WebVTT text (null removes every caption). */
  setCaptions: (vtt: string | null) => void;
  /**
   * Puts a clip or picture into a template's slot (a dropped or chosen file, or media already in the project),
   * keeping the slot's timing, place, keyframes and effects (lib/editor/edits/slot-edits.ts). One undo step.
   */
  fillSlotWith: (itemId: string, source: File | MediaAsset) => void;
}

/**
 * Media and captions onto the timeline: each addition is one undo step, selects the first new item, moves the
 * playhead to it and is announced. Library music (?music=) is placed once the project has loaded.
 */
export function useMedia({
  edit,
  clock,
  select,
  announce,
  musicId,
  ready,
}: {
  edit: (fn: (doc: ProjectDoc) => ProjectDoc) => boolean;
  clock: PlaybackClock;
  select: (id: string | null) => void;
  announce: (message: string) => void;
  musicId: string | null;
  ready: boolean;
}): EditorMedia {
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
        select(first.id);
        clock.pause();
        clock.seek(first.start);
        announce(`Added ${assets.map((a) => a.name).join(", ")}`);
      }
    },
    [edit, clock, select, announce],
  );

  const addUpload = useCallback(
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
      const assets = localAssets(accepted);
      void Promise.all(assets.map(probeAsset)).then((probed) => placeAssets(probed));
      toast({ title: "Media added", description: accepted.map((f) => f.name).join(", ") });
    },
    [placeAssets],
  );

  const fillSlotWith = useCallback(
    (itemId: string, source: File | MediaAsset) => {
      let asset: MediaAsset;
      if (source instanceof File) {
        const { accepted, rejected } = checkMediaFiles([source]);
        const reason = rejected[0]?.reason ?? (accepted[0] && mediaKind(accepted[0]) === "audio" ? "A slot takes a clip or a picture, not sound." : null);
        if (reason || !accepted[0]) {
          toast({ title: "Slot not filled", description: reason ?? "This file cannot be used.", variant: "destructive" });
          return;
        }
        asset = localAssets(accepted)[0];
      } else asset = source;
      // The slot edits load with the first fill: most projects have no slots.
      void Promise.all([probeAsset(asset), import("@/lib/editor/edits/slot-edits")]).then(([probed, { fillSlot }]) => {
        const changed = edit((d) => fillSlot(d, { itemId, asset: probed }));
        if (!changed) return;
        select(itemId);
        announce(`Filled the slot with ${probed.name}`);
      });
    },
    [edit, select, announce],
  );

  useLibraryMusic(musicId, ready, placeAssets, newId);

  const setCaptions = useCallback(
    (vtt: string | null) => {
      void import("@/lib/editor/captions/caption-files").then(({ parseCaptions, cuesToItems }) => {
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
        if (changed) announce(items.length > 0 ? `Added ${items.length} captions` : "Removed captions");
      });
    },
    [edit, announce],
  );

  return useMemo(() => ({ addUpload, addLocalFiles, setCaptions, fillSlotWith }), [addUpload, addLocalFiles, setCaptions, fillSlotWith]);
}

/** Local files as assets playing from blob: URLs, kept in this browser's storage for the next visit. */
function localAssets(files: File[]): MediaAsset[] {
  const assets: MediaAsset[] = files.map((file) => {
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
  keepLocalFiles(assets.map((a, i) => ({ localId: a.id, file: files[i], url: a.url! })));
  return assets;
}
