/**
 * Bundled by the browser mix test (e2e/editor-audio.spec.ts) into a page: the preview's Web Audio chain and the
 * export's TypeScript mixer, side by side, on the same mix plan. Never imported by app code.
 */
import { buildChain, setChainEq } from "@/lib/editor/preview/preview-gain-node";

import { mixPlan, sourceGainAt } from "../mix-plan";
import { renderMix } from "../mixer";
import { mixTestAudio, mixTestDoc, voiceSpans } from "./mix-fixtures";

const SR = 48_000;

function rmsDb(x: Float32Array): number {
  let sum = 0;
  for (const v of x) sum += v * v;
  return 10 * Math.log10(sum / x.length);
}

/** RMS (dB) of each channel of each second [from, from + 1) of the mix, rendered by the export's mixer and by Web Audio. */
export async function compareMix(seconds: number, froms: number[]): Promise<{ from: number; exportDb: number[]; previewDb: number[] }[]> {
  const doc = mixTestDoc(seconds);
  const plan = mixPlan(doc, new Map([["voice", voiceSpans(seconds)]]));
  const audio = mixTestAudio(seconds, SR);
  const exported = renderMix(plan, audio, 0, seconds * SR, SR);

  const ctx = new OfflineAudioContext(2, seconds * SR, SR);
  for (const source of plan.sources) {
    const decoded = source.segment.asset ? audio.get(source.segment.asset.id) : undefined;
    if (!decoded) continue;
    const buffer = ctx.createBuffer(decoded.channels.length, decoded.channels[0].length, decoded.sampleRate);
    decoded.channels.forEach((ch, c) => buffer.copyToChannel(ch as Float32Array<ArrayBuffer>, c));
    const node = ctx.createBufferSource();
    node.buffer = buffer;
    const chain = buildChain(ctx, node, ctx.destination);
    setChainEq(chain, source.eq);
    // The gain curve, as the preview's clock ticks set it (every 1/60 s, gliding).
    const { start, end } = source.segment;
    chain.gain.gain.setValueAtTime(sourceGainAt(source, start), start);
    for (let t = start; t < end; t += 1 / 60) chain.gain.gain.linearRampToValueAtTime(sourceGainAt(source, t), t);
    node.start(start, source.segment.in, end - start);
  }
  const rendered = await ctx.startRendering();
  const preview = [rendered.getChannelData(0), rendered.getChannelData(1)];
  return froms.map((from) => ({
    from,
    exportDb: exported.map((ch) => rmsDb(ch.subarray(from * SR, (from + 1) * SR))),
    previewDb: preview.map((ch) => rmsDb(ch.subarray(from * SR, (from + 1) * SR))),
  }));
}
