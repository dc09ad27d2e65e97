/**
 * Edits of the caption track as a whole: its style (a preset and an animation), and word times for its cues. Each is
 * one undo step like any other edit.
 */
import type { CaptionStyle, CaptionWord, ProjectDoc } from "../model/document";
import { defaultTrackIds } from "../model/empty-doc";

/** The caption track the captions panel shows: the default one, or the first caption track. */
export function captionTrackIndex(doc: ProjectDoc): number {
  const index = doc.tracks.findIndex((t) => t.id === defaultTrackIds.caption);
  return index >= 0 ? index : doc.tracks.findIndex((t) => t.kind === "caption");
}

/** Sets the caption track's style; null goes back to the plain look. The same document when nothing changes. */
export function setCaptionStyle(doc: ProjectDoc, args: { style: CaptionStyle | null }): ProjectDoc {
  const index = captionTrackIndex(doc);
  const track = doc.tracks[index];
  if (!track) return doc;
  const current = track.captionStyle;
  if (args.style === null) {
    if (!current) return doc;
    const { captionStyle: _removed, ...rest } = track;
    return { ...doc, tracks: doc.tracks.map((t, i) => (i === index ? rest : t)) };
  }
  if (current && current.preset === args.style.preset && current.animation === args.style.animation) return doc;
  return { ...doc, tracks: doc.tracks.map((t, i) => (i === index ? { ...t, captionStyle: { ...args.style! } } : t)) };
}

/** Gives cues their word times (seconds from each cue's start), by cue id; cues not named keep theirs. */
export function setCaptionWords(doc: ProjectDoc, args: { words: ReadonlyMap<string, CaptionWord[]> }): ProjectDoc {
  if (args.words.size === 0) return doc;
  return {
    ...doc,
    tracks: doc.tracks.map((track) =>
      track.kind !== "caption"
        ? track
        : { ...track, items: track.items.map((item) => (item.kind === "caption" && args.words.has(item.id) ? { ...item, words: args.words.get(item.id)! } : item)) },
    ),
  };
}
