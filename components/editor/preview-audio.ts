/**
 * The preview's sound follows the document: each playing element gets its item's gain at the playhead (volume
 * 0–200% times the fades, as export mixes it: frame-plan's gainAt). Up to 100% the element's own volume does it;
 * louder goes through a Web Audio gain node (./preview-gain-node, loaded then), and an element once routed stays so.
 */
import { itemEnd, type MediaItem } from "@/lib/editor/document";
import { gainAt } from "@/lib/editor/frame-plan";

/** The item's gain at timeline time t (0 outside it). */
export function itemGainAt(item: MediaItem, t: number): number {
  const volumeKeys = item.keyframes?.volume;
  return gainAt({ start: item.start, end: itemEnd(item), volume: item.volume, ...(volumeKeys ? { volumeKeys } : {}), fadeIn: item.fadeIn, fadeOut: item.fadeOut }, t);
}

const routed = new WeakSet<HTMLMediaElement>();
let gainNodes: Promise<typeof import("./preview-gain-node")> | null = null;

/** Sets how loud an element plays: 0..2. */
export function applyGain(el: HTMLMediaElement, gain: number): void {
  const g = Math.max(0, Number.isFinite(gain) ? gain : 1);
  if (g <= 1 && !routed.has(el)) {
    el.volume = g;
    return;
  }
  if (!routed.has(el)) el.volume = Math.min(1, g);
  gainNodes ??= import("./preview-gain-node");
  void gainNodes.then((m) => {
    if (m.setGain(el, g)) routed.add(el);
  });
}

/**
 * Puts a media element at the clock's time: playing with it (re-seeking past 0.3 s of drift), else paused there,
 * at its item's gain (volume and fades) unless its track is muted. `rate` is the item's source seconds per timeline
 * second: the element plays at it (its pitch kept, as the browser does by default); a reversed item (negative rate)
 * cannot be played backwards by the element, so it stays paused and is moved frame by frame with the clock, silent.
 */
export function syncMedia(el: HTMLMediaElement, sourceTime: number, playing: boolean, muted: boolean, volume: number, rate = 1): void {
  el.muted = muted || (playing && rate < 0);
  applyGain(el, volume);
  if (rate > 0 && el.playbackRate !== rate) el.playbackRate = rate;
  if (playing && rate < 0) {
    if (!el.paused) el.pause();
    if (!el.seeking && Math.abs(el.currentTime - sourceTime) > 0.02) el.currentTime = sourceTime;
    return;
  }
  if (playing) {
    if (Math.abs(el.currentTime - sourceTime) > 0.3 * Math.max(1, rate)) el.currentTime = sourceTime;
    if (el.paused) void el.play().catch(() => undefined);
  } else {
    if (!el.paused) el.pause();
    if (Math.abs(el.currentTime - sourceTime) > 0.04) el.currentTime = sourceTime;
  }
}
