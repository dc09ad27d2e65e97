"use client";

import { useEffect, useEffectEvent } from "react";

import { announceTime } from "@/lib/editor/model/sample-doc";
import type { ProjectDoc, TextItem, TimelineItem } from "@/lib/editor/model/document";
import { addItem, adjacentTrackId, defaultTrackIds, deleteItem, duplicateItem, splitAt, trimEnd, trimStart } from "@/lib/editor/edits/index";
import { visibleItemAt } from "@/lib/editor/render/frame-plan";
import { describeTarget, keyCommand } from "@/lib/editor/timeline/timeline-keys";

import { newId, useEditor } from "../editor-store";
import { moveToTrack } from "./move-to-track";

export const TITLE_SECONDS = 3;
export const TITLE_TEXT = "Your title";

function findItem(doc: ProjectDoc, id: string | null): TimelineItem | null {
  if (!id) return null;
  for (const track of doc.tracks) for (const item of track.items) if (item.id === id) return item;
  return null;
}

/** The timeline's edits on the selected item (or the main video under the playhead), shared by buttons and keys. */
export function useTimelineCommands() {
  const { doc, edit, clock, selectedItemId, select, announce, undo, redo } = useEditor();

  function target(): TimelineItem | null {
    const selected = findItem(doc, selectedItemId);
    if (selected) return selected;
    const main = doc.tracks.find((t) => t.id === defaultTrackIds.video);
    return main ? (visibleItemAt(main, clock.time) ?? null) : null;
  }

  function split() {
    const item = target();
    const t = clock.time;
    if (!item) return announce("Nothing to split: select an item");
    const ids = [newId(), newId()];
    const split = edit((d) => {
      let n = 0;
      return splitAt(d, { itemId: item.id, time: t, newId: () => ids[n++] ?? newId() });
    });
    if (!split) return announce(`Cannot split ${item.name} here`);
    select(ids[1]);
    announce(`Split ${item.name} at ${announceTime(t)}`);
  }

  function remove() {
    // A selected transition goes on its own; its clips stay.
    if (selectedItemId && !findItem(doc, selectedItemId) && doc.tracks.some((t) => t.transitions?.some((x) => x.id === selectedItemId))) {
      const transitionId = selectedItemId;
      void import("@/lib/editor/edits/transition-edits").then(({ removeTransition }) => {
        if (edit((d) => removeTransition(d, { transitionId }))) {
          select(null);
          announce("Removed the transition");
        }
      });
      return;
    }
    const item = target();
    if (!item) return announce("Nothing to delete: select an item");
    if (edit((d) => deleteItem(d, { itemId: item.id }))) {
      select(null);
      announce(`Deleted ${item.name}`);
    }
  }

  /** Keyboard-friendly trims: the selected item's start or end moves to the playhead. */
  function trimTo(edge: "start" | "end") {
    const item = findItem(doc, selectedItemId);
    const t = clock.time;
    if (!item) return announce("Nothing to trim: select an item");
    const changed = edit((d) => (edge === "start" ? trimStart(d, { itemId: item.id, start: t }) : trimEnd(d, { itemId: item.id, end: t })));
    announce(changed ? `Trimmed ${item.name} ${edge} to ${announceTime(t)}` : `Cannot trim ${item.name} ${edge} here`);
  }

  function duplicate() {
    const item = target();
    if (!item) return announce("Nothing to duplicate: select an item");
    if (edit((d) => duplicateItem(d, { itemId: item.id, newId }))) announce(`Duplicated ${item.name}`);
  }

  function addText() {
    const id = newId();
    const t = clock.time;
    const title: TextItem = {
      id,
      kind: "text",
      name: TITLE_TEXT,
      start: t,
      in: 0,
      out: TITLE_SECONDS,
      text: TITLE_TEXT,
      fontSize: 96,
      color: "#ffffff",
      placement: "center",
      x: 0.5,
      y: 0.5,
      bold: true,
      background: null,
    };
    if (edit((d) => addItem(d, { item: title, trackId: defaultTrackIds.text }))) {
      select(id);
      announce(`Added title at ${announceTime(t)}`);
    }
  }

  /** Alt+↑/↓: the selected item to the previous or next track that takes it. */
  function moveTrack(direction: -1 | 1) {
    const item = findItem(doc, selectedItemId);
    if (!item) return announce("Nothing to move: select an item");
    const trackId = adjacentTrackId(doc, item.id, direction);
    const focused = document.activeElement?.getAttribute("data-item-id") === item.id;
    if (!trackId || !moveToTrack({ edit, announce }, item.id, trackId)) return announce(`${item.name} has no track ${direction < 0 ? "above" : "below"}`);
    // The item is drawn anew in its new row: the focus follows it there.
    if (focused)
      requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-timeline-item][data-item-id="${CSS.escape(item.id)}"]`)?.focus());
  }

  function nudge(seconds: number, frames: number) {
    clock.pause();
    clock.seek(clock.time + seconds + frames / doc.settings.frameRate);
  }

  const onKey = useEffectEvent((e: KeyboardEvent) => {
    if (e.defaultPrevented) return;
    const command = keyCommand(e, describeTarget(e.target));
    if (!command || (command.type === "deselect" && !selectedItemId)) return;
    e.preventDefault();
    switch (command.type) {
      case "undo":
        return undo();
      case "redo":
        return redo();
      case "togglePlay":
        return clock.toggle();
      case "split":
        return split();
      case "delete":
        return remove();
      case "deselect":
        select(null);
        return announce("Nothing selected");
      case "nudge":
        return nudge(command.seconds, command.frames);
      case "moveTrack":
        return moveTrack(command.direction);
    }
  });
  useEffect(() => {
    const listener = (e: KeyboardEvent) => onKey(e);
    window.addEventListener("keydown", listener);
    return () => window.removeEventListener("keydown", listener);
  }, []);

  return {
    split,
    remove,
    duplicate,
    addText,
    trimStartHere: () => trimTo("start"),
    trimEndHere: () => trimTo("end"),
    selected: findItem(doc, selectedItemId),
  };
}
