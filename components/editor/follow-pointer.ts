/**
 * Follows a pointer gesture until the pointer is let go or cancelled: `move` on each movement, then `end` once.
 * Listens on `target`: the element that captured the pointer, or the window (to follow it across the timeline's rows).
 */
export function followPointer(target: EventTarget, move: (ev: PointerEvent) => void, end: () => void = () => {}): void {
  const onMove = (ev: Event) => move(ev as PointerEvent);
  const up = () => {
    target.removeEventListener("pointermove", onMove);
    target.removeEventListener("pointerup", up);
    target.removeEventListener("pointercancel", up);
    end();
  };
  target.addEventListener("pointermove", onMove);
  target.addEventListener("pointerup", up);
  target.addEventListener("pointercancel", up);
}
