import { encodeWav } from "../lib/media/audio-merge";

/** A mono sine-wave WAV of the given length, as a Buffer (test input). */
export function sineWav(seconds: number, frequency = 440, sampleRate = 44100): Buffer {
  const samples = new Float32Array(Math.round(seconds * sampleRate));
  for (let i = 0; i < samples.length; i += 1) samples[i] = 0.4 * Math.sin((2 * Math.PI * frequency * i) / sampleRate);
  return Buffer.from(encodeWav([samples], sampleRate));
}
