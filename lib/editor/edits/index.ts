/**
 * Every edit of the project document as a pure function `(doc, args) => ProjectDoc`: a new document, or the same
 * object when the edit is invalid or changes nothing (so `next === doc` tells a caller there is nothing to commit).
 * The edits live in small modules by theme; this is the one place to import them from.
 *
 * The rules they share:
 * - placing (add, move, duplicate) never refuses for lack of room: the item goes to the requested start, or to the
 *   first gap after it that is long enough (at worst after the track's last item); starts are never below 0;
 * - trims clamp rather than refuse: to the source (0..asset duration for video and audio), to the neighbours, and
 *   to one frame (1 / frameRate) of length;
 * - typed timings (setItemTiming) refuse rather than clamp, since a typed value that silently changed would mislead;
 * - new ids come from an injected IdFactory and must not already be in the document.
 */
export { TIME_EPSILON } from "./edit-helpers";
export { defaultTrackIds, emptyDoc } from "../model/empty-doc";
export { addItem, deleteItem, duplicateItem, moveItem, rippleDelete } from "./placement-edits";
export * from "./layer-edits";
export {
  addAsset,
  setCaptionText,
  setFades,
  setTextProps,
  setTrackMuted,
  setVolume,
  VOLUME_MAX,
} from "./property-edits";
export { snapCandidates, snapTime } from "../timeline/snap";
export { setItemTiming, splitAt, trimEnd, trimStart } from "./trim-edits";
export { docLengthText, formatLength, parseLength, setDocLength } from "./length-edits";
