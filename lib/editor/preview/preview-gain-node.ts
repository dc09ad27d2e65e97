/**
 * The preview's Web Audio graph, built from the mix plan's per-item settings: each routed media element goes
 * source → EQ (three BiquadFilterNodes: low shelf, peaking mid, high shelf, the export's very filters) → gain
 * (volume, fades and ducking) → master → stereo analysers (the level meters) → speakers. Reversed and denoised
 * items play from prepared buffers through the same chain (./preview-sound.ts).
 *
 * An element is routed the first time it needs the graph: louder than 100 %, an EQ, or meters showing. Only where
 * the source allows it (same origin or blob:; a cross-origin file would go silent), and once routed it stays so.
 * Loaded on demand, never in the editor's first load.
 */
import { EQ_BANDS, type EqBand } from "../audio/eq";
import type { ItemEq } from "../model/document";

let context: AudioContext | null = null;
let master: GainNode | null = null;
let analysers: [AnalyserNode, AnalyserNode] | null = null;

export interface Chain {
  bands: Record<EqBand, BiquadFilterNode>;
  gain: GainNode;
}
const chains = new WeakMap<HTMLMediaElement, Chain>();

function canRoute(el: HTMLMediaElement): boolean {
  if (typeof AudioContext === "undefined") return false;
  try {
    const url = new URL(el.currentSrc || el.src, window.location.href);
    return url.protocol === "blob:" || url.origin === window.location.origin;
  } catch {
    return false;
  }
}

function masterNode(ctx: AudioContext): GainNode {
  if (master) return master;
  master = ctx.createGain();
  // Mono sources play in both channels (and both meters).
  master.channelCount = 2;
  master.channelCountMode = "explicit";
  const split = ctx.createChannelSplitter(2);
  const left = ctx.createAnalyser();
  const right = ctx.createAnalyser();
  for (const a of [left, right]) a.fftSize = 1024;
  master.connect(ctx.destination);
  master.connect(split);
  split.connect(left, 0);
  split.connect(right, 1);
  analysers = [left, right];
  return master;
}

/** EQ bands then a gain, into `destination`: the one chain the preview and the browser mix test build. */
export function buildChain(ctx: BaseAudioContext, input: AudioNode, destination: AudioNode): Chain {
  const make = (band: EqBand) => {
    const node = ctx.createBiquadFilter();
    node.type = EQ_BANDS[band].type;
    node.frequency.value = EQ_BANDS[band].frequency;
    node.Q.value = EQ_BANDS[band].q;
    node.gain.value = 0;
    return node;
  };
  const bands = { low: make("low"), mid: make("mid"), high: make("high") };
  const gain = ctx.createGain();
  input.connect(bands.low).connect(bands.mid).connect(bands.high).connect(gain).connect(destination);
  return { bands, gain };
}

/** Sets a chain's EQ (dB per band). */
export function setChainEq(chain: Chain, eq: ItemEq | null | undefined): void {
  for (const band of ["low", "mid", "high"] as const) {
    const db = eq?.[band] ?? 0;
    if (chain.bands[band].gain.value !== db) chain.bands[band].gain.value = db;
  }
}

/** The preview's one AudioContext and its master (made on first use): prepared sounds (./preview-sound.ts) play into it too. */
export function previewOutput(): { context: AudioContext; master: GainNode } {
  context ??= new AudioContext();
  return { context, master: masterNode(context) };
}

function chainOf(el: HTMLMediaElement): Chain | null {
  const existing = chains.get(el);
  if (existing) return existing;
  if (!canRoute(el)) return null;
  try {
    context ??= new AudioContext();
    const chain = buildChain(context, context.createMediaElementSource(el), masterNode(context));
    chains.set(el, chain);
    return chain;
  } catch {
    return null;
  }
}

/** Plays `el` at gain g with this EQ through the graph; false when it cannot be routed (its own volume then applies). */
export function setGain(el: HTMLMediaElement, g: number, eq?: ItemEq | null): boolean {
  const chain = chainOf(el);
  if (!chain || !context) return false;
  if (context.state === "suspended") void context.resume().catch(() => undefined);
  el.volume = 1;
  // A short glide rather than a jump between clock ticks, so gain changes (fades, ducking) do not click.
  if (Math.abs(chain.gain.gain.value - g) > 1e-3) chain.gain.gain.setTargetAtTime(g, context.currentTime, 0.015);
  setChainEq(chain, eq);
  return true;
}

/** Peak level of each channel (linear, 0..) over the analysers' last 1024 samples; null before anything is routed. */
export function peakLevels(): [number, number] | null {
  if (!analysers) return null;
  const buffer = new Float32Array(analysers[0].fftSize);
  return analysers.map((a) => {
    a.getFloatTimeDomainData(buffer);
    let peak = 0;
    for (const v of buffer) peak = Math.max(peak, Math.abs(v));
    return peak;
  }) as [number, number];
}
