/**
 * Text to speech from the browser: POST /api/ai/voice-clone (the embedded Flite voice, or ElevenLabs when the
 * server has its key), under that route's sign-in and generation limits. Used by Voice Lab and the editor's
 * "Speak text".
 */
import { isVoiceCloneResponse, type VoiceCloneResponse } from "@/lib/ai/voice-lab";
import { api, type AnswerSchema, UNEXPECTED_ANSWER } from "@/lib/api-request";

const voiceCloneAnswer: AnswerSchema<VoiceCloneResponse> = {
  safeParse: (data) => (isVoiceCloneResponse(data) ? { success: true, data } : { success: false, error: { issues: [] } }),
};

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
  const res = await api("POST", "/api/ai/voice-clone", body, voiceCloneAnswer, { signal });
  if (res.ok) {
    const { ok: _ok, ...speech } = res;
    return speech;
  }
  // Not reached (or cancelled): a plain error, as the browser's own fetch would throw.
  if (res.status === 0) throw new Error(res.message);
  if (res.code === UNEXPECTED_ANSWER) throw new SpeechRequestError("The voice service sent an unexpected answer.");
  throw new SpeechRequestError(res.code === "error" ? `The voice service answered ${res.status}.` : res.message, res.code === "error" ? undefined : res.code);
}
