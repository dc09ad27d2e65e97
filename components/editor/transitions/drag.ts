/** The drag-and-drop data type of a transition dragged from the Transitions panel onto a cut of the timeline. */
export const TRANSITION_DRAG_TYPE = "application/x-msx-transition";

/** How near (pixels) to a cut a transition must be dropped to land on it. */
export const CUT_DROP_PIXELS = 32;
