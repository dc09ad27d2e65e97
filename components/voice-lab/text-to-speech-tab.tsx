"use client";

import { Loader2Icon, PauseIcon, PlayIcon, Volume2Icon } from "lucide-react";
import * as React from "react";

import { useAuth } from "@/components/shell/auth-provider";
import { QuotaNotice } from "@/components/subscription/quota-notice";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { fieldClass } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { voicePresets } from "@/lib/catalog/voices";
import { toast } from "@/lib/toast";
import { QUOTA_EXCEEDED } from "@/lib/entitlements/messages";
import { DEMO_USER_ID } from "@/lib/account/user";
import { cn } from "@/lib/utils";
import { sleep } from "@/lib/simulated-delay";
import { requestSpeech } from "@/lib/speech-request";
import { base64ToBytes, FREE_TTS_CHARACTERS, TTS_GENERATING_MS, ttsBadge } from "@/lib/ai/voice-lab";

interface Speech {
  url: string;
  voice: string;
  provider: string;
  seconds: number;
}

/** Text to speech: the voice endpoint of the AI tools, with a 3 s generating state. */
export function TextToSpeechTab({ voice, onVoice }: { voice: string; onVoice: (id: string) => void }) {
  const { user } = useAuth();
  const [text, setText] = React.useState("");
  const [busy, setBusy] = React.useState(false);
  const [speech, setSpeech] = React.useState<Speech | null>(null);
  const [playing, setPlaying] = React.useState(false);
  const [quota, setQuota] = React.useState<string | null>(null);
  const audioRef = React.useRef<HTMLAudioElement>(null);
  const badge = ttsBadge(text);

  const generate = async () => {
    setBusy(true);
    setPlaying(false);
    const [outcome] = await Promise.allSettled([
      requestSpeech({ userId: user?.id ?? DEMO_USER_ID, textContent: text, voiceProfile: voice }),
      sleep(TTS_GENERATING_MS),
    ]);
    setBusy(false);
    if (outcome.status === "rejected") {
      const reason: unknown = outcome.reason;
      if (reason instanceof Error && (reason as Error & { code?: string }).code === QUOTA_EXCEEDED) setQuota(reason.message);
      toast({
        title: "Audio Generation Failed",
        description: outcome.reason instanceof Error ? outcome.reason.message : "The voice service could not be reached.",
        variant: "destructive",
      });
      return;
    }
    const data = outcome.value;
    if (speech) URL.revokeObjectURL(speech.url);
    const blob = new Blob([base64ToBytes(data.audioBase64)], { type: data.mimeType });
    setSpeech({ url: URL.createObjectURL(blob), voice: data.voice, provider: data.provider, seconds: data.durationSeconds });
    toast({ title: "Audio Generated", description: "Your speech is ready to play." });
  };

  const togglePlay = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused) void audio.play().then(() => setPlaying(true), () => setPlaying(false));
    else audio.pause();
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2 sm:max-w-xs">
        <Label htmlFor="tts-voice">Voice</Label>
        <select id="tts-voice" className={cn(fieldClass, "h-9 bg-background")} value={voice} onChange={(e) => onVoice(e.target.value)}>
          {voicePresets.map((v) => (
            <option key={v.id} value={v.id}>
              {v.name}{v.premium ? " (Premium)" : ""}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor="tts-text">Text</Label>
          <Badge variant={badge === "Free" ? "success" : "warning"} data-testid="tts-badge">{badge}</Badge>
        </div>
        <Textarea
          id="tts-text"
          rows={6}
          placeholder="Type the text you want to turn into speech..."
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <p className="text-xs text-muted-foreground">
          {text.length} / {FREE_TTS_CHARACTERS} characters free
          {badge === "Premium Required" ? " · longer texts need a premium plan" : ""}
        </p>
      </div>
      {quota ? <QuotaNotice message={quota} /> : null}
      <Button onClick={generate} disabled={busy || text.trim() === ""} className="self-start">
        {busy ? <Loader2Icon className="animate-spin" aria-hidden /> : <Volume2Icon aria-hidden />}
        {busy ? "Generating..." : "Generate Audio"}
      </Button>
      {speech ? (
        <div className="flex flex-col gap-2 rounded-lg bg-muted/50 p-4">
          <div className="flex items-center gap-3">
            <Button size="icon" variant="outline" aria-label={playing ? "Pause audio" : "Play audio"} onClick={togglePlay}>
              {playing ? <PauseIcon aria-hidden /> : <PlayIcon aria-hidden />}
            </Button>
            <div className="text-sm">
              <p className="font-semibold">Generated Audio</p>
              <p className="text-muted-foreground">
                Voice {speech.voice} · {speech.seconds.toFixed(1)} s · {speech.provider}
              </p>
            </div>
          </div>
          <audio
            ref={audioRef}
            controls
            src={speech.url}
            aria-label="Generated speech"
            className="w-full"
            onPlay={() => setPlaying(true)}
            onPause={() => setPlaying(false)}
            onEnded={() => setPlaying(false)}
          />
        </div>
      ) : null}
    </div>
  );
}
