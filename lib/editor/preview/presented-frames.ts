/**
 * Whether a paused preview video shows the frame of its last seek. The `seeked` event can come before the browser has
 * the new frame to draw: a canvas drawn then holds the old picture, and nothing redraws it. Each video's presented
 * frames (requestVideoFrameCallback) redraw the preview, and a seek counts as done once a frame near its time is
 * presented, or a moment after `seeked` when none comes (a seek onto the frame already shown presents nothing).
 */
import { frameNearSeek } from "./preview-media";

/** How long after `seeked` a seek counts as done without a presented frame. */
const FRAME_WAIT_MS = 250;

/** Videos whose seek has not shown its frame yet: the time asked for, and when the seek ended (0 while seeking). */
const awaiting = new WeakMap<HTMLVideoElement, { target: number; seeked: number }>();

/** Whether the video's picture is its last seek's (always, where the browser cannot say). */
export function framePresented(el: HTMLVideoElement, now: number): boolean {
  const wait = awaiting.get(el);
  if (!wait) return true;
  if (!wait.seeked || now - wait.seeked < FRAME_WAIT_MS) return false;
  awaiting.delete(el);
  return true;
}

/** Follows a video's seeks and presented frames, calling `redraw` when its picture changes; returns the unsubscribe. */
export function watchPresentedFrames(el: HTMLVideoElement, redraw: () => void): () => void {
  if (!("requestVideoFrameCallback" in el)) return () => {};
  let handle = el.requestVideoFrameCallback(function presented(_now, meta) {
    const wait = awaiting.get(el);
    if (wait && frameNearSeek(meta.mediaTime, wait.target)) awaiting.delete(el);
    redraw();
    handle = el.requestVideoFrameCallback(presented);
  });
  let timer = 0;
  const seeking = () => awaiting.set(el, { target: el.currentTime, seeked: 0 });
  const seeked = () => {
    const wait = awaiting.get(el);
    if (wait) wait.seeked = performance.now();
    window.clearTimeout(timer);
    timer = window.setTimeout(redraw, FRAME_WAIT_MS);
  };
  el.addEventListener("seeking", seeking);
  el.addEventListener("seeked", seeked);
  return () => {
    el.cancelVideoFrameCallback(handle);
    window.clearTimeout(timer);
    el.removeEventListener("seeking", seeking);
    el.removeEventListener("seeked", seeked);
    awaiting.delete(el);
  };
}
