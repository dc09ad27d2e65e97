import type { TransitionKind } from "@/lib/editor/model/document";
import { addTransition, cutAtItem, cuts, findTransition, removeTransition, setTransitionKind, transitionFit, transitionNames } from "@/lib/editor/edits/transition-edits";
import { DEFAULT_TRANSITION_SECONDS } from "@/lib/editor/model/transition-rules";

import type { EditorStore } from "../editor-store";
import { newId } from "../use-media";

/**
 * Adding, changing and removing transitions, each one undo step and announced (shared by the panel, the timeline's
 * drop and the properties). Plain functions of the editor's store, so the timeline loads them only on a drop.
 */
export function transitionActions({ doc, edit, select, announce, selectedItemId }: Pick<EditorStore, "doc" | "edit" | "select" | "announce" | "selectedItemId">) {
  /** Adds `kind` at the cut after `fromId` and selects it; tells why not, or that it was shortened. */
  function addAt(fromId: string, kind: TransitionKind): boolean {
    const cut = cutAtItem(doc, fromId, "end");
    const name = transitionNames[kind];
    if (!cut) {
      announce(`${name}: no cut here. Put two clips side by side on the Main Video or Overlay track.`);
      return false;
    }
    const existing = cut.track.transitions?.find((t) => t.fromId === cut.from.id);
    if (existing) {
      if (edit((d) => setTransitionKind(d, { transitionId: existing.id, kind }))) announce(`${name} between ${cut.from.name} and ${cut.to.name}`);
      select(existing.id);
      return true;
    }
    const fit = transitionFit(doc, cut.from, cut.to, DEFAULT_TRANSITION_SECONDS);
    if (!fit.possible) {
      announce(fit.note ?? `No room for a transition between ${cut.from.name} and ${cut.to.name}`);
      return false;
    }
    const id = newId();
    if (!edit((d) => addTransition(d, { fromId: cut.from.id, kind, newId: () => id }))) return false;
    select(id);
    announce(`Added ${name} between ${cut.from.name} and ${cut.to.name}${fit.note ? `. ${fit.note}` : ""}`);
    return true;
  }

  /** For the keyboard: the selected transition changes kind; else the cut after (or before) the selected clip gets one. */
  function addToSelection(kind: TransitionKind): boolean {
    if (!selectedItemId) {
      announce("Select a clip or a transition first, then choose a transition");
      return false;
    }
    const selectedTransition = findTransition(doc, selectedItemId);
    if (selectedTransition) {
      if (edit((d) => setTransitionKind(d, { transitionId: selectedItemId, kind }))) announce(`Changed to ${transitionNames[kind]}`);
      return true;
    }
    const after = cutAtItem(doc, selectedItemId, "end");
    const before = cutAtItem(doc, selectedItemId, "start");
    const fromId = after?.from.id ?? before?.from.id;
    if (!fromId) {
      announce(`${transitionNames[kind]}: the selected clip has no neighbour touching it on its track`);
      return false;
    }
    return addAt(fromId, kind);
  }

  /** Adds at the cut of track `trackId` nearest to timeline time `t`, within `reach` seconds. */
  function dropAt(trackId: string, t: number, reach: number, kind: TransitionKind): boolean {
    let best: { fromId: string; distance: number } | null = null;
    for (const cut of cuts(doc)) {
      if (cut.track.id !== trackId) continue;
      const distance = Math.abs(cut.to.start - t);
      if (distance <= reach && (!best || distance < best.distance)) best = { fromId: cut.from.id, distance };
    }
    if (!best) {
      announce(`Drop ${transitionNames[kind]} on a cut between two clips`);
      return false;
    }
    return addAt(best.fromId, kind);
  }

  function remove(transitionId: string): boolean {
    const loc = findTransition(doc, transitionId);
    if (!loc || !edit((d) => removeTransition(d, { transitionId }))) return false;
    select(null);
    announce(`Removed ${transitionNames[loc.transition.kind]} between ${loc.from.name} and ${loc.to.name}`);
    return true;
  }

  return { addAt, addToSelection, dropAt, remove };
}
