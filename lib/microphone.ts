/**
 * The microphone, shared by Voice Lab's recorder and the editor's voiceover: opening it (with the one message per
 * failure the user sees), and capturing its sound as samples with a live peak level for a meter. Browser only;
 * callers load it when the user asks to record.
 */
import { microphoneProblem } from "@/lib/ai/voice-lab";

/** A failure to open the microphone; `message` is what the user should read. */
export class MicrophoneError extends Error {
  override name = "MicrophoneError";
}

/** Asks for the microphone. Throws a MicrophoneError whose message says what went wrong and what to do. */
export async function openMicrophone(): Promise<MediaStream> {
  try {
    if (!navigator.mediaDevices?.getUserMedia) throw new Error("unsupported");
    return await navigator.mediaDevices.getUserMedia({ audio: true });
  } catch (error) {
    throw new MicrophoneError(microphoneProblem(error));
  }
}

/** Releases the microphone (the browser's recording indicator goes off). */
export function closeMicrophone(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

/** The microphone's sound as it arrives: a level for a meter at once, samples from `begin()` on. */
export interface MicrophoneCapture {
  readonly sampleRate: number;
  /**
   * Peak of the sound since the meter last asked, 0..1 (the latest block's again when none has come since): a short
   * sound between two reads still shows, however slowly the meter draws.
   */
  level(): number;
  /** Starts keeping samples (after a count-in, say). */
  begin(): void;
  /** Seconds kept so far. */
  seconds(): number;
  /** The samples kept, mono; closes the capture. */
  finish(): Float32Array;
  /** Drops everything; closes the capture. Safe to call twice. */
  close(): void;
}

const BLOCK = 4096;

/**
 * A level meter's peak over blocks of sound: `read()` gives the loudest sample (0..1) of the blocks added since the
 * last read, or the last block's again when none has come since, so a short sound between two reads still shows.
 */
export function peakHold(): { add(block: Float32Array): void; read(): number } {
  let peak = 0;
  let read = true;
  return {
    add(block) {
      let p = 0;
      for (let i = 0; i < block.length; i++) p = Math.max(p, Math.abs(block[i]));
      peak = read ? p : Math.max(peak, p);
      read = false;
    },
    read() {
      read = true;
      return peak;
    },
  };
}

/** Starts listening to `stream` (a ScriptProcessor tap: no worklet module to serve, and it runs everywhere). */
export function captureMicrophone(stream: MediaStream): MicrophoneCapture {
  const context = new AudioContext();
  const source = context.createMediaStreamSource(stream);
  const tap = context.createScriptProcessor(BLOCK, 1, 1);
  // The tap only runs when connected to the output; a silent gain keeps the microphone out of the speakers.
  const mute = context.createGain();
  mute.gain.value = 0;
  const blocks: Float32Array[] = [];
  let kept = 0;
  let keeping = false;
  const meter = peakHold();
  let closed = false;
  tap.onaudioprocess = (e) => {
    const input = e.inputBuffer.getChannelData(0);
    meter.add(input);
    if (!keeping) return;
    blocks.push(input.slice());
    kept += input.length;
  };
  source.connect(tap).connect(mute).connect(context.destination);
  void context.resume().catch(() => undefined);

  const close = () => {
    if (closed) return;
    closed = true;
    keeping = false;
    tap.onaudioprocess = null;
    source.disconnect();
    tap.disconnect();
    void context.close().catch(() => undefined);
  };
  return {
    sampleRate: context.sampleRate,
    level: meter.read,
    begin: () => {
      keeping = true;
    },
    seconds: () => kept / context.sampleRate,
    finish: () => {
      close();
      const out = new Float32Array(kept);
      let at = 0;
      for (const b of blocks) {
        out.set(b, at);
        at += b.length;
      }
      blocks.length = 0;
      return out;
    },
    close: () => {
      blocks.length = 0;
      close();
    },
  };
}
