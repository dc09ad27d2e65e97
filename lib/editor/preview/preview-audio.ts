/**
 * The preview's sound follows the document: each playing element gets its item's gain at the playhead (volume
 * 0–200% times the fades and the duck curve, as the export mixes it: the mix plan's sourceGainAt) and its EQ. Up
 * to 100% with no EQ the element's own volume does it; otherwise — and for every element while the level meters
 * show — it goes through the Web Audio graph (./preview-gain-node, loaded then), and an element once routed stays so.
 */
import { itemEnd, type ItemEq, type MediaItem } from "../model/document";
import { gainAt } from "../render/frame-plan";

/** The duck gain of an item at t, set when some item ducks (by ./use-duck-curves, loaded then); 1 before. */
let duckAt: (itemId: string, t: number) => number = () => 1;
export function setDuckLookup(lookup: (itemId: string, t: number) => number): void {
  duckAt = lookup;
}

/** The item's gain at timeline time t (0 outside it), ducking included. */
export function itemGainAt(item: MediaItem, t: number): number {
  const volumeKeys = item.keyframes?.volume;
  const g = gainAt({ start: item.start, end: itemEnd(item), volume: item.volume, ...(volumeKeys ? { volumeKeys } : {}), fadeIn: item.fadeIn, fadeOut: item.fadeOut }, t);
  return duckedGain(item, t, g);
}

/** A gain of the item at t, times its ducking under speech when it ducks. */
export function duckedGain(item: MediaItem, t: number, g: number): number {
  return item.duck && g > 0 ? g * duckAt(item.id, t) : g;
}

const routed = new WeakSet<HTMLMediaElement>();
let graph: Promise<typeof import("./preview-gain-node")> | null = null;
let routeAll = false;

/** The level meters are showing: every element plays through the graph, so the meters hear it. */
export function setRouteAll(on: boolean): void {
  routeAll = on;
}

export const loadGraph = () => (graph ??= import("./preview-gain-node"));

/** Sets how loud an element plays (0..2) and its EQ. */
export function applyGain(el: HTMLMediaElement, gain: number, eq?: ItemEq | null): void {
  const g = Math.max(0, Number.isFinite(gain) ? gain : 1);
  const flat = !eq || (eq.low === 0 && eq.mid === 0 && eq.high === 0);
  // The gain it plays at, wherever it is applied (the element's volume or the graph).
  el.dataset.gain = String(Math.round(g * 1000) / 1000);
  if (g <= 1 && flat && !routeAll && !routed.has(el)) {
    el.volume = g;
    return;
  }
  if (!routed.has(el)) el.volume = Math.min(1, g);
  void loadGraph().then((m) => {
    if (m.setGain(el, g, eq)) routed.add(el);
  });
}

/**
 * Puts a media element at the clock's time: playing with it (re-seeking past 0.3 s of drift), else paused there,
 * at its item's gain (volume, fades, ducking) and EQ unless its track is muted. `rate` is the item's source seconds
 * per timeline second: the element plays at it (its pitch kept, as the browser does by default); a reversed item
 * (negative rate) cannot be played backwards by the element, so it stays paused and is moved frame by frame with the
 * clock, silent.
 */
export function syncMedia(
  el: HTMLMediaElement,
  sourceTime: number,
  playing: boolean,
  muted: boolean,
  volume: number,
  rate = 1,
  eq?: ItemEq | null,
): void {
  el.muted = muted || (playing && rate < 0);
  applyGain(el, volume, eq);
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
