#!/usr/bin/env node
// Makes the dashboard's Music Library tracks (public/media/music/*.webm): each a short generated arrangement
// (chords, bass, kick and hats at the track's tempo) rendered with an OfflineAudioContext and encoded to Opus
// in WebM with mediabunny, in headless Chromium. No third-party content. Run once: `node scripts/make-music.mjs`.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { chromium } from "@playwright/test";

const OUT = path.resolve("public/media/music");
const tracks = [
  { file: "neon-drive.webm", seconds: 165, bpm: 110, roots: [45, 41, 48, 43], wave: "sawtooth", minor: true },
  { file: "morning-light.webm", seconds: 190, bpm: 92, roots: [48, 43, 45, 41], wave: "triangle", minor: false },
  { file: "epic-horizon.webm", seconds: 178, bpm: 128, roots: [38, 46, 41, 48], wave: "sawtooth", minor: true },
  { file: "lo-fi-study.webm", seconds: 210, bpm: 80, roots: [41, 45, 38, 43], wave: "sine", minor: false },
];

const mediabunny = readFileSync(path.resolve("node_modules/mediabunny/dist/bundles/mediabunny.cjs"), "utf8");

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage();
await page.route("https://music.local/**", (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>music</title>" }));
await page.goto("https://music.local/");
await page.addScriptTag({ content: `(function(){var module={exports:{}};var exports=module.exports;${mediabunny}\nwindow.MB=module.exports;})();` });

for (const t of tracks) {
  const base64 = await page.evaluate(async (t) => {
    const rate = 48000;
    const ctx = new OfflineAudioContext(1, t.seconds * rate, rate);
    const master = ctx.createGain();
    master.gain.value = 0.5;
    master.connect(ctx.destination);
    const beat = 60 / t.bpm;
    const bar = beat * 4;
    const hz = (m) => 440 * 2 ** ((m - 69) / 12);
    const third = t.minor ? 3 : 4;
    const noise = ctx.createBuffer(1, rate, rate);
    const nd = noise.getChannelData(0);
    for (let i = 0; i < nd.length; i++) nd[i] = Math.random() * 2 - 1;
    const note = (freq, at, dur, type, level) => {
      const o = ctx.createOscillator();
      o.type = type;
      o.frequency.value = freq;
      const g = ctx.createGain();
      g.gain.setValueAtTime(0, at);
      g.gain.linearRampToValueAtTime(level, at + 0.02);
      g.gain.setTargetAtTime(0, at + dur * 0.7, dur * 0.15);
      o.connect(g).connect(master);
      o.start(at);
      o.stop(at + dur + 0.5);
    };
    const bars = Math.ceil(t.seconds / bar);
    for (let b = 0; b < bars; b++) {
      const at = b * bar;
      const root = t.roots[b % t.roots.length];
      // Pad chord, bass on each beat, a melody note every other beat.
      for (const step of [0, third, 7, 12]) note(hz(root + 12 + step), at, bar, t.wave, 0.05);
      for (let k = 0; k < 4; k++) {
        note(hz(root - 12), at + k * beat, beat * 0.8, "triangle", 0.25);
        // Kick: a falling sine.
        const o = ctx.createOscillator();
        const g = ctx.createGain();
        o.frequency.setValueAtTime(120, at + k * beat);
        o.frequency.exponentialRampToValueAtTime(40, at + k * beat + 0.15);
        g.gain.setValueAtTime(0.6, at + k * beat);
        g.gain.exponentialRampToValueAtTime(0.001, at + k * beat + 0.2);
        o.connect(g).connect(master);
        o.start(at + k * beat);
        o.stop(at + k * beat + 0.25);
        // Hat on the off-beat: filtered noise.
        const s = ctx.createBufferSource();
        s.buffer = noise;
        const f = ctx.createBiquadFilter();
        f.type = "highpass";
        f.frequency.value = 7000;
        const hg = ctx.createGain();
        const h = at + k * beat + beat / 2;
        hg.gain.setValueAtTime(0.15, h);
        hg.gain.exponentialRampToValueAtTime(0.001, h + 0.05);
        s.connect(f).connect(hg).connect(master);
        s.start(h, Math.random() * 0.5, 0.06);
        if (k % 2 === 0) {
          const scale = [0, 2, third, 5, 7, 9, 12];
          note(hz(root + 24 + scale[(b * 3 + k) % scale.length]), at + k * beat, beat * 1.5, "sine", 0.08);
        }
      }
    }
    const rendered = await ctx.startRendering();
    // Fade the last two seconds out.
    const data = rendered.getChannelData(0);
    const tail = 2 * rate;
    for (let i = 0; i < tail; i++) data[data.length - tail + i] *= 1 - i / tail;
    const { Output, WebMOutputFormat, BufferTarget, AudioBufferSource } = window.MB;
    const output = new Output({ format: new WebMOutputFormat(), target: new BufferTarget() });
    const source = new AudioBufferSource({ codec: "opus", bitrate: 24000 });
    output.addAudioTrack(source);
    await output.start();
    await source.add(rendered);
    await output.finalize();
    const bytes = new Uint8Array(output.target.buffer);
    let s = "";
    for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(s);
  }, t);
  const buf = Buffer.from(base64, "base64");
  writeFileSync(path.join(OUT, t.file), buf);
  console.log(`${t.file}: ${t.seconds} s, ${(buf.length / 1024).toFixed(0)} KiB`);
}
await browser.close();
