/** Which editor command a key press means (timeline shortcuts and undo/redo). Pure. */

export type TimelineCommand =
  | { type: "undo" }
  | { type: "redo" }
  | { type: "togglePlay" }
  | { type: "split" }
  | { type: "delete" }
  | { type: "deselect" }
  | { type: "nudge"; seconds: number; frames: number }
  /** The selected item to the previous (-1) or next (1) track that takes it. */
  | { type: "moveTrack"; direction: -1 | 1 };

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** What the key landed on, as far as the shortcuts care. */
export interface KeyTarget {
  /** An input, textarea, select or contenteditable: keys are the user's typing. */
  typing: boolean;
  /** A control that uses Space or arrow keys itself (button, slider, tab, switch, combobox, menu). */
  control: boolean;
  /** Inside a dialog: the editor's shortcuts rest. */
  inDialog: boolean;
}

export function keyCommand(e: KeyLike, target: KeyTarget): TimelineCommand | null {
  if (target.typing || target.inDialog) return null;
  const mod = e.ctrlKey || e.metaKey;
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  if (mod && !e.altKey) {
    if (key === "z") return e.shiftKey ? { type: "redo" } : { type: "undo" };
    if (key === "y" && e.ctrlKey) return { type: "redo" };
    return null;
  }
  // Alt+↑/↓ (Option on a Mac): Alt+←/→ stay the browser's back and forward.
  if (e.altKey && !mod && !e.shiftKey && !target.control && (key === "ArrowUp" || key === "ArrowDown"))
    return { type: "moveTrack", direction: key === "ArrowUp" ? -1 : 1 };
  if (e.altKey || e.metaKey || e.ctrlKey) return null;
  if (key === "Delete" || key === "Backspace") return { type: "delete" };
  if (key === "s" && !e.shiftKey) return { type: "split" };
  if (target.control) return null;
  if (key === "Escape") return { type: "deselect" };
  if (key === " ") return { type: "togglePlay" };
  if (key === "ArrowLeft" || key === "ArrowRight") {
    const sign = key === "ArrowLeft" ? -1 : 1;
    return e.shiftKey ? { type: "nudge", seconds: sign, frames: 0 } : { type: "nudge", seconds: 0, frames: sign };
  }
  return null;
}

/** Classifies a DOM event target for keyCommand. */
export function describeTarget(el: EventTarget | null): KeyTarget {
  const node = el as (Element & { isContentEditable?: boolean }) | null;
  if (!node || typeof node.closest !== "function") return { typing: false, control: false, inDialog: false };
  const tag = node.tagName;
  const typing = tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" || node.isContentEditable === true;
  const role = node.getAttribute("role");
  const timelineItem = node.hasAttribute("data-timeline-item");
  const control =
    !timelineItem &&
    (tag === "BUTTON" || tag === "A" || ["button", "slider", "tab", "switch", "combobox", "menuitem", "option", "radio", "checkbox"].includes(role ?? ""));
  return { typing, control, inDialog: node.closest('[role="dialog"],[role="alertdialog"]') !== null };
}
