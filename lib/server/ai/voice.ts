import "server-only";

import { ApiError } from "@/lib/server/api";
import { fliteSynthesize, fliteVoices, type FliteVoice } from "@/lib/server/ai/flite";
import { callProvider, readProviderBody, type ProviderConfig } from "@/lib/server/ai/upstream";
import { pcm16ToWav, wavInfo } from "@/lib/server/ai/wav";
import type { Env } from "@/lib/server/env";

/** What /api/ai/voice-clone answers (the Voice Lab reads this shape too). */
export interface VoiceResult {
  provider: string;
  cloned: boolean;
  voice: string;
  mimeType: "audio/wav";
  audioBase64: string;
  durationSeconds: number;
}

export interface VoiceRequest {
  text: string;
  /** A voice name (or id of the hosted provider); unknown names map to an embedded voice. */
  voice?: string;
  rate: number;
  pitch: number;
}

export interface VoiceEngine {
  readonly provider: string;
  speak(request: VoiceRequest): Promise<VoiceResult>;
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Flite voices by name; any other name (a preset such as "warm") maps to one of them, always the same one. */
export function pickFliteVoice(name: string | undefined): FliteVoice {
  const key = (name ?? "").trim().toLowerCase();
  if (!key) return "slt";
  if ((fliteVoices as readonly string[]).includes(key)) return key as FliteVoice;
  return fliteVoices[hash(key) % fliteVoices.length];
}

/** The embedded engine: CMU Flite in WebAssembly. It speaks; it cannot clone a voice. */
export const fliteEngine: VoiceEngine = {
  provider: "flite",
  async speak({ text, voice, rate, pitch }) {
    const flite = pickFliteVoice(voice);
    let wav: Buffer;
    try {
      wav = await fliteSynthesize(text, { voice: flite, rate, pitch });
    } catch (error) {
      console.error("Embedded speech failed:", error instanceof Error ? error.message : String(error));
      throw new ApiError(502, "The embedded speech engine could not synthesise this text", "engine_failed");
    }
    return {
      provider: "flite",
      cloned: false,
      voice: flite,
      mimeType: "audio/wav",
      audioBase64: wav.toString("base64"),
      durationSeconds: Math.round(wavInfo(wav).durationSeconds * 1000) / 1000,
    };
  },
};

/** ElevenLabs' premade "Rachel" voice, used when no voice id is configured. */
export const ELEVENLABS_DEFAULT_VOICE = "21m00Tcm4TlvDq8ikWAM";
const ELEVENLABS_SAMPLE_RATE = 16_000;

/**
 * ElevenLabs text to speech (POST /v1/text-to-speech/{voice_id}, raw 16 kHz PCM wrapped as WAV).
 * The configured voice (ELEVENLABS_VOICE_ID, e.g. a voice cloned in the account) counts as cloned.
 */
export function elevenLabsEngine(config: ProviderConfig & { voiceId?: string }): VoiceEngine {
  return {
    provider: "elevenlabs",
    async speak({ text, voice, rate }) {
      const requested = voice && /^[A-Za-z0-9]{16,40}$/.test(voice) ? voice : undefined;
      const voiceId = requested ?? config.voiceId ?? ELEVENLABS_DEFAULT_VOICE;
      const url = `${config.baseUrl.replace(/\/$/, "")}/v1/text-to-speech/${encodeURIComponent(voiceId)}?output_format=pcm_${ELEVENLABS_SAMPLE_RATE}`;
      const res = await callProvider(
        "ElevenLabs",
        url,
        {
          method: "POST",
          headers: { "xi-api-key": config.apiKey, "Content-Type": "application/json", Accept: "audio/pcm" },
          body: JSON.stringify({
            text,
            model_id: "eleven_multilingual_v2",
            voice_settings: { stability: 0.5, similarity_boost: 0.75, speed: Math.min(1.2, Math.max(0.7, rate)) },
          }),
        },
        config,
      );
      const pcm = new Uint8Array(await readProviderBody("ElevenLabs", () => res.arrayBuffer()));
      if (pcm.byteLength < 2) throw new ApiError(502, "ElevenLabs sent no audio", "upstream_failed");
      const wav = pcm16ToWav(pcm.subarray(0, pcm.byteLength - (pcm.byteLength % 2)), ELEVENLABS_SAMPLE_RATE);
      return {
        provider: "elevenlabs",
        cloned: voiceId !== ELEVENLABS_DEFAULT_VOICE,
        voice: voiceId,
        mimeType: "audio/wav",
        audioBase64: wav.toString("base64"),
        durationSeconds: Math.round(wavInfo(wav).durationSeconds * 1000) / 1000,
      };
    },
  };
}

/** ElevenLabs when ELEVENLABS_API_KEY is set, the embedded Flite engine otherwise. */
export function voiceEngineFromEnv(env: Env): VoiceEngine {
  if (env.ELEVENLABS_API_KEY) {
    return elevenLabsEngine({
      apiKey: env.ELEVENLABS_API_KEY,
      baseUrl: env.ELEVENLABS_BASE_URL ?? "https://api.elevenlabs.io",
      voiceId: env.ELEVENLABS_VOICE_ID,
    });
  }
  return fliteEngine;
}
