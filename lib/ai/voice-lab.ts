/** Voice Lab rules: the free text-to-speech limit, recording length, file checks and the voice API answer. */

export const FREE_TTS_CHARACTERS = 500;
export const RECORDING_MAX_SECONDS = 10;
export const TTS_GENERATING_MS = 3000;
export const TRANSLATE_MS = 3000;
export const SOUND_FX_PLAY_MS = 3000;
export const VOICE_SAMPLE_MAX_MB = 50;
export const TRANSLATION_MAX_MB = 100;
export const AUDIO_EXTENSIONS = ["mp3", "wav", "m4a"] as const;

export function ttsBadge(text: string): "Free" | "Premium Required" {
  return text.length > FREE_TTS_CHARACTERS ? "Premium Required" : "Free";
}

/** Why an audio file is refused (type or size), or null when it is fine. */
export function audioFileProblem(file: { name: string; type: string; size: number }, maxMb: number): string | null {
  const ext = file.name.split(".").pop()?.toLowerCase() ?? "";
  const typeOk = (AUDIO_EXTENSIONS as readonly string[]).includes(ext) || /^audio\/(mpeg|mp3|wav|x-wav|wave|mp4|x-m4a|m4a)$/.test(file.type);
  if (!typeOk) return `${file.name} is not an MP3, WAV or M4A file.`;
  if (file.size > maxMb * 1024 * 1024) return `${file.name} is larger than ${maxMb}MB.`;
  return null;
}

/** The message for a getUserMedia failure. */
export function microphoneProblem(error: unknown): string {
  const name = error instanceof Error || (typeof DOMException !== "undefined" && error instanceof DOMException) ? (error as Error).name : "";
  if (name === "NotAllowedError" || name === "SecurityError") {
    return "Microphone access was denied. Allow the microphone for this site in your browser settings, then try again.";
  }
  if (name === "NotFoundError" || name === "OverconstrainedError") {
    return "No microphone was found. Connect a microphone and try again.";
  }
  if (name === "NotReadableError") return "The microphone is in use by another application.";
  return "Recording is not available in this browser.";
}

/** What POST /api/ai/voice-clone answers. */
export interface VoiceCloneResponse {
  provider: string;
  cloned: boolean;
  voice: string;
  mimeType: string;
  audioBase64: string;
  durationSeconds: number;
}

export function isVoiceCloneResponse(value: unknown): value is VoiceCloneResponse {
  const v = value as Record<string, unknown> | null;
  return (
    !!v &&
    typeof v.provider === "string" &&
    typeof v.cloned === "boolean" &&
    typeof v.voice === "string" &&
    typeof v.mimeType === "string" &&
    typeof v.audioBase64 === "string" &&
    v.audioBase64.length > 0 &&
    typeof v.durationSeconds === "number"
  );
}

export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

