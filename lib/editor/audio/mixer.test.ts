import { describe, expect, it } from "vitest";

import { bandBiquad, EQ_BANDS, eqBiquads, eqPresets, responseDb } from "./eq";
import { integratedLoudness, toDb, truePeak } from "./loudness";
import { mixPlan, sourceGainAt, speechOnTimeline, speechSources } from "./mix-plan";
import { applyMaster, renderMix, SourceVoice } from "./mixer";
import { mixTestAudio, mixTestDoc, voiceSpans } from "./testing/mix-fixtures";

const SR = 48_000;
const rmsDb = (x: Float32Array) => 10 * Math.log10(x.reduce((a, v) => a + v * v, 0) / x.length);

describe("EQ", () => {
  it("each band has its gain at its frequency and none far from it", () => {
    expect(responseDb([bandBiquad("low", -10, SR)], 20, SR)).toBeCloseTo(-10, 0);
    expect(responseDb([bandBiquad("low", -10, SR)], 10_000, SR)).toBeCloseTo(0, 1);
    expect(responseDb([bandBiquad("mid", 6, SR)], EQ_BANDS.mid.frequency, SR)).toBeCloseTo(6, 6);
    expect(responseDb([bandBiquad("high", 5, SR)], 20_000, SR)).toBeCloseTo(5, 0);
    expect(responseDb([bandBiquad("high", 5, SR)], 100, SR)).toBeCloseTo(0, 1);
  });

  it("the telephone preset cuts the lows and highs and lifts the middle", () => {
    const tel = eqBiquads(eqPresets.find((p) => p.id === "telephone")!.eq, SR);
    expect(responseDb(tel, 60, SR)).toBeLessThan(-15);
    expect(responseDb(tel, 2500, SR)).toBeGreaterThan(5);
    expect(responseDb(tel, 15_000, SR)).toBeLessThan(-15);
  });

  it("the mixer's filter does to a tone what the response says", () => {
    const doc = mixTestDoc(6);
    const source = { ...mixPlan(doc).sources.find((s) => s.segment.item.id === "clip-0")!, duck: null };
    const voice = new SourceVoice(source, SR, 1);
    const tone = new Float32Array(SR * 2).map((_, i) => 0.1 * Math.sin((2 * Math.PI * 2500 * i) / SR));
    const out = [new Float32Array(SR * 2)];
    voice.add(out, 0, SR, { channels: [tone], sampleRate: SR, timestamp: 0 });
    // Middle second, clear of the fades (0.5 s) and the filter settling: volume 0.6 and +4 dB at 2.5 kHz.
    const mid = out[0].subarray(SR / 2 + SR / 4, SR + SR / 4);
    const expected = rmsDb(tone.subarray(0, SR / 2)) + 20 * Math.log10(0.6) + responseDb(voice.filters, 2500, SR);
    expect(rmsDb(mid)).toBeCloseTo(expected, 1);
  });
});

describe("mix plan", () => {
  it("finds speech on the voice and the clips, never on the ducked music", () => {
    const ids = speechSources(mixTestDoc(30)).map((s) => s.item.id);
    expect(ids).toContain("voice-1");
    expect(ids).toContain("clip-0");
    expect(ids).not.toContain("music-1");
  });

  it("dips the music to the depth under speech and back after; other items are not ducked", () => {
    const doc = mixTestDoc(30);
    const plan = mixPlan(doc, new Map([["voice", voiceSpans(30)]]));
    expect(speechOnTimeline(doc, new Map([["voice", voiceSpans(30)]]))[0]).toEqual({ start: 1, end: 3 });
    const music = plan.sources.find((s) => s.segment.item.id === "music-1")!;
    expect(toDb(sourceGainAt(music, 2))).toBeCloseTo(-12, 6);
    expect(sourceGainAt(music, 3.4 + 0.41)).toBe(1);
    const voice = plan.sources.find((s) => s.segment.item.id === "voice-1")!;
    expect(sourceGainAt(voice, 2)).toBe(1);
    expect(plan.master).toEqual({ targetLufs: -14, ceilingDbtp: -1 });
    expect(mixPlan({ ...doc, settings: { ...doc.settings, loudnessTarget: -23 } }).master.targetLufs).toBe(-23);
  });

  it("a mixed timeline is normalised to its target with the true peak at or under -1 dBTP, the music lower under the voice", () => {
    const seconds = 10;
    const doc = mixTestDoc(seconds);
    const plan = mixPlan(doc, new Map([["voice", voiceSpans(seconds)]]));
    const audio = mixTestAudio(seconds);
    const mix = renderMix(plan, audio, 0, seconds * SR, SR);
    const master = applyMaster(plan, mix, SR);
    expect(master.before).toBeCloseTo(integratedLoudness(renderMix(plan, audio, 0, seconds * SR, SR), SR), 6);
    expect(Math.abs(master.after + 14)).toBeLessThan(0.5);
    expect(integratedLoudness(mix, SR)).toBeCloseTo(master.after, 6);
    expect(toDb(truePeak(mix))).toBeLessThanOrEqual(-1);

    // Music alone, with and without the voice's speech: 12 dB lower while the voice speaks, the same after.
    const musicOf = (p: typeof plan) => ({ ...p, sources: p.sources.filter((s) => s.segment.item.id === "music-1") });
    const ducked = renderMix(musicOf(plan), audio, 0, 6 * SR, SR)[0];
    const plain = renderMix(musicOf(mixPlan(doc)), audio, 0, 6 * SR, SR)[0];
    const during = (x: Float32Array) => rmsDb(x.subarray(1.5 * SR, 2.5 * SR));
    const after = (x: Float32Array) => rmsDb(x.subarray(Math.round(3.45 * SR), Math.round(4.25 * SR)));
    expect(during(plain) - during(ducked)).toBeGreaterThanOrEqual(11.9);
    expect(Math.abs(after(plain) - after(ducked))).toBeLessThan(0.1);
  }, 60_000);
});
