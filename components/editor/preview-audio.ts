/**
 * The preview's sound follows the document: each playing element gets its item's gain at the playhead (volume
 * 0–200% times the fades, as export mixes it: frame-plan's gainAt). A media element's own volume stops at 100%, so
 * louder settings route the element through a Web Audio gain node, where the source allows it (same origin or
 * blob:; a cross-origin file would go silent) — elsewhere the preview plays it at 100%.
 */
import { itemEnd, type MediaItem } from "@/lib/editor/document";
import { gainAt } from "@/lib/editor/frame-plan";

/** The item's gain at timeline time t (0 outside it). */
export function itemGainAt(item: MediaItem, t: number): number {
  return gainAt({ start: item.start, end: itemEnd(item), volume: item.volume, fadeIn: item.fadeIn, fadeOut: item.fadeOut }, t);
}

let context: AudioContext | null = null;
const routed = new WeakMap<HTMLMediaElement, GainNode>();

function canRoute(el: HTMLMediaElement): boolean {
  if (typeof AudioContext === "undefined") return false;
  try {
    const url = new URL(el.currentSrc || el.src, window.location.href);
    return url.protocol === "blob:" || url.origin === window.location.origin;
  } catch {
    return false;
  }
}

function gainNode(el: HTMLMediaElement): GainNode | null {
  const existing = routed.get(el);
  if (existing) return existing;
  if (!canRoute(el)) return null;
  try {
    context ??= new AudioContext();
    const node = context.createGain();
    context.createMediaElementSource(el).connect(node).connect(context.destination);
    routed.set(el, node);
    return node;
  } catch {
    return null;
  }
}

/** Sets how loud an element plays: 0..2 (values past 1 through Web Audio where the source allows). */
export function applyGain(el: HTMLMediaElement, gain: number): void {
  const g = Math.max(0, Number.isFinite(gain) ? gain : 1);
  const node = g > 1 ? gainNode(el) : (routed.get(el) ?? null);
  if (!node) {
    el.volume = Math.min(1, g);
    return;
  }
  if (context?.state === "suspended") void context.resume().catch(() => undefined);
  el.volume = 1;
  if (Math.abs(node.gain.value - g) > 1e-3) node.gain.value = g;
}
