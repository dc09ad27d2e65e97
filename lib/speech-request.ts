/**
 * Text to speech from the browser: POST /api/ai/voice-clone (the embedded Flite voice, or ElevenLabs when the
 * server has its key), under that route's sign-in and generation limits. Used by Voice Lab and the editor's
 * "Speak text".
 */
import { isVoiceCloneResponse, type VoiceCloneResponse } from "@/lib/ai/voice-lab";

/** A refused or failed request: `message` is the server's own words, `code` its error code (e.g. the quota's). */
export class SpeechRequestError extends Error {
  override name = "SpeechRequestError";
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

export async function requestSpeech(
  body: { userId: string; textContent: string; voiceProfile: string },
  signal?: AbortSignal,
): Promise<VoiceCloneResponse> {
  const res = await fetch("/api/ai/voice-clone", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    signal,
  });
  const data: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const error = (data as { error?: { code?: string; message?: string } } | null)?.error;
    throw new SpeechRequestError(error?.message ?? `The voice service answered ${res.status}.`, error?.code);
  }
  if (!isVoiceCloneResponse(data)) throw new SpeechRequestError("The voice service sent an unexpected answer.");
  return data;
}
