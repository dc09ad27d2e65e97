/**
 * Louder than 100% in the preview: a media element's own volume stops at 1, so the element is routed through a
 * Web Audio gain node — where the source allows it (same origin or blob:; a cross-origin file would go silent).
 * Loaded the first time a clip is set above 100%.
 */
let context: AudioContext | null = null;
const nodes = new WeakMap<HTMLMediaElement, GainNode>();

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
  const existing = nodes.get(el);
  if (existing) return existing;
  if (!canRoute(el)) return null;
  try {
    context ??= new AudioContext();
    const node = context.createGain();
    context.createMediaElementSource(el).connect(node).connect(context.destination);
    nodes.set(el, node);
    return node;
  } catch {
    return null;
  }
}

/** Plays `el` at gain g through its gain node; false when it cannot be routed (its own volume then applies). */
export function setGain(el: HTMLMediaElement, g: number): boolean {
  const node = gainNode(el);
  if (!node) return false;
  if (context?.state === "suspended") void context.resume().catch(() => undefined);
  el.volume = 1;
  if (Math.abs(node.gain.value - g) > 1e-3) node.gain.value = g;
  return true;
}
