"use client";

import { PlayIcon, SquareIcon } from "lucide-react";
import * as React from "react";

import { Button } from "@/components/ui/button";
import { soundEffects, type SoundEffect } from "@/lib/catalog/voices";
import { SOUND_FX_PLAY_MS } from "@/lib/ai/voice-lab";

const tones: Record<SoundEffect["category"], { type: OscillatorType; frequency: number }> = {
  crowd: { type: "sawtooth", frequency: 180 },
  nature: { type: "sine", frequency: 320 },
  cinematic: { type: "square", frequency: 90 },
  ui: { type: "triangle", frequency: 880 },
};

/** Plays a short synthesized preview of a sound effect (Web Audio). */
function playPreview(effect: SoundEffect): () => void {
  const ctx = new AudioContext();
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  const { type, frequency } = tones[effect.category];
  osc.type = type;
  osc.frequency.value = frequency;
  gain.gain.setValueAtTime(0.15, ctx.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.001, ctx.currentTime + SOUND_FX_PLAY_MS / 1000);
  osc.connect(gain).connect(ctx.destination);
  osc.start();
  osc.stop(ctx.currentTime + SOUND_FX_PLAY_MS / 1000);
  return () => void ctx.close();
}

/** The ten sound effects; Play toggles for 3 s. */
export function SoundFxTab() {
  const [playing, setPlaying] = React.useState<string | null>(null);
  const stopRef = React.useRef<{ timer?: ReturnType<typeof setTimeout>; stop?: () => void }>({});

  React.useEffect(() => () => {
    clearTimeout(stopRef.current.timer);
    stopRef.current.stop?.();
  }, []);

  const toggle = (effect: SoundEffect) => {
    clearTimeout(stopRef.current.timer);
    stopRef.current.stop?.();
    stopRef.current = {};
    if (playing === effect.id) {
      setPlaying(null);
      return;
    }
    setPlaying(effect.id);
    try {
      stopRef.current.stop = playPreview(effect);
    } catch {
      // No audio output: the toggle still shows the playing state.
    }
    stopRef.current.timer = setTimeout(() => {
      stopRef.current.stop?.();
      setPlaying(null);
    }, SOUND_FX_PLAY_MS);
  };

  return (
    <ul aria-label="Sound effects" className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
      {soundEffects.map((s) => (
        <li key={s.id} className="flex flex-col items-center gap-2 rounded-lg border border-border p-4 text-center">
          <span className="text-3xl" aria-hidden>{s.icon}</span>
          <span className="font-medium">{s.name}</span>
          <span className="text-xs text-muted-foreground capitalize">{s.category === "ui" ? "UI" : s.category}</span>
          <Button size="sm" variant={playing === s.id ? "default" : "outline"} onClick={() => toggle(s)} aria-label={`${playing === s.id ? "Stop" : "Play"} ${s.name}`}>
            {playing === s.id ? <SquareIcon aria-hidden /> : <PlayIcon aria-hidden />}
            {playing === s.id ? "Playing" : "Play"}
          </Button>
        </li>
      ))}
    </ul>
  );
}
