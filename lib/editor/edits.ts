/**
 * Every edit of the project document as a pure function `(doc, args) => ProjectDoc`: a new document, or the same
 * object when the edit is invalid or changes nothing (so `next === doc` tells a caller there is nothing to commit).
 * The edits live in small modules by theme; this is the one place to import them from.
 */
export { type IdFactory, TIME_EPSILON } from "./edit-helpers";
export { defaultSettings, defaultTrackIds, emptyDoc, emptyTrack } from "./empty-doc";
export { addItem, deleteItem, duplicateItem, moveItem, rippleDelete } from "./placement-edits";
export {
  addAsset,
  setCaptionText,
  setFades,
  setTextProps,
  setTrackHidden,
  setTrackMuted,
  setVolume,
  type TextProps,
  VOLUME_MAX,
} from "./property-edits";
export { snapCandidates, snapTime } from "./snap";
export { setItemTiming, splitAt, trimEnd, trimStart } from "./trim-edits";
