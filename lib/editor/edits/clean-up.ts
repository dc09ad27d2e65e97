/**
 * "Clean up speech" as pure steps: noise reduction on the clips, the loudness target and the silences cut
 * (`tightened`), then the captions of the tightened timeline in the chosen style (`captioned`). The editor runs the
 * transcription between the two and records the result as one undo step.
 */
import type { Interval } from "../audio/duck";
import { setLoudnessTarget } from "./audio-edits";
import { setCaptionStyle } from "./caption-edits";
import type { Cue } from "@/lib/caption-cues";
import { cutRanges } from "./cut-edits";
import type { CaptionStyle, LoudnessTarget, ProjectDoc } from "../model/document";
import type { IdFactory } from "./edit-helpers";
import { replaceCaptionCues } from "../captions/transcribe";
import { setDenoise } from "./voiceover-edits";
import { withEstimatedWords } from "../captions/word-timing";

/** The clips denoised, the loudness target set and the silences (timeline spans) cut. */
export function tightened(doc: ProjectDoc, args: { clipIds: readonly string[]; loudness: LoudnessTarget; silences: readonly Interval[]; newId: IdFactory }): ProjectDoc {
  const denoised = args.clipIds.reduce((d, itemId) => setDenoise(d, { itemId, denoise: true }), doc);
  return cutRanges(setLoudnessTarget(denoised, args.loudness), { ranges: args.silences, newId: args.newId });
}

/**
 * The tightened document with the cues (timeline times) on its caption track, word times estimated from the
 * timeline's sound (`samples` from 0 at `sampleRate`), and the style; the captions are left as they were when
 * nothing was heard.
 */
export function captioned(doc: ProjectDoc, args: { cues: readonly Cue[]; samples: Float32Array; sampleRate: number; style: CaptionStyle; newId: IdFactory }): ProjectDoc {
  const withCues = args.cues.length > 0 ? withEstimatedWords(replaceCaptionCues(doc, args.cues, args.newId), args.samples, args.sampleRate, 0) : doc;
  return setCaptionStyle(withCues, { style: args.style });
}
