/**
 * Speech with known word times, for the word-timing tests: CMU Flite speaks a sentence and prints each phone with
 * its end time (-psdur); speaking the sentence's words as separate phrases (-ps) tells how many phones each word
 * has, so the phones can be shared out to the words. Node only; never imported by app code.
 */
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { decodeWav } from "@/lib/media/audio-merge";
import { FLITE_RUNNER_PATH, FLITE_WASM_PATH } from "@/lib/server/ai/flite";

import type { CaptionWord } from "../../model/document";

function flite(dir: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ["--no-warnings", FLITE_RUNNER_PATH, FLITE_WASM_PATH, dir, "flite", ...args], { timeout: 30_000 }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
  });
}

const bare = (word: string) => word.replace(/[^A-Za-z']/g, "");

/** `text` spoken by Flite's slt voice at 16 kHz, and each word's true start and end (seconds from the audio's start). */
export async function fliteWithWordTimes(text: string): Promise<{ samples: Float32Array; sampleRate: number; words: CaptionWord[] }> {
  const dir = await mkdtemp(path.join(tmpdir(), "msx-flite-words-"));
  try {
    const timed = (await flite(dir, ["-voice", "slt", "-psdur", "-t", text, "speech.wav"]))
      .trim()
      .split(/\s+/)
      .map((p) => {
        const [phone, end] = p.split(":");
        return { phone, end: Number(end) };
      });
    const words = text.split(/\s+/).filter(Boolean);
    const alone = (await flite(dir, ["-voice", "slt", "-ps", "-t", words.map(bare).join(". ") + ".", "none"])).trim().split(/\s+/);
    // Phones of each word: the runs between pauses.
    const counts: number[] = [];
    let run = 0;
    for (const phone of alone) {
      if (phone === "pau") {
        if (run > 0) counts.push(run);
        run = 0;
      } else run++;
    }
    if (run > 0) counts.push(run);
    const phones = timed.map((p, i) => ({ ...p, start: i === 0 ? 0 : timed[i - 1].end })).filter((p) => p.phone !== "pau");
    if (counts.length !== words.length || counts.reduce((a, b) => a + b, 0) !== phones.length) throw new Error(`Flite's phones do not divide into the words of "${text}"`);
    let at = 0;
    const times = words.map((word, i) => {
      const first = phones[at];
      at += counts[i];
      return { text: word, start: first.start, end: phones[at - 1].end };
    });
    const { samples, sampleRate } = decodeWav(await readFile(path.join(dir, "speech.wav")));
    return { samples, sampleRate, words: times };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
