"use client";

import { CrownIcon } from "lucide-react";
import * as React from "react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { voiceCategoryLabels, voicePresets, type VoiceCategory } from "@/lib/catalog/voices";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { VOICE_SAMPLE_MAX_MB } from "@/lib/ai/voice-lab";

import { AudioUpload } from "./audio-upload";
import { Recorder } from "./recorder";

/** A voice cloned in this session: a name, where its sample came from, and the sample's URL. */
export interface CustomVoice {
  id: string;
  name: string;
  source: string;
  url: string;
}

const categories = Object.keys(voiceCategoryLabels) as VoiceCategory[];

export function VoiceCloneTab({
  selected,
  onSelect,
  onCustomVoice,
}: {
  selected: string;
  onSelect: (id: string) => void;
  onCustomVoice: (voice: Omit<CustomVoice, "id">) => void;
}) {
  const [sample, setSample] = React.useState<File | null>(null);
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="presets-title" className="flex flex-col gap-4">
        <h2 id="presets-title" className="text-lg font-semibold">Voice Presets</h2>
        {categories.map((category) => (
          <div key={category} className="flex flex-col gap-2">
            <h3 className="text-sm font-medium text-muted-foreground">{voiceCategoryLabels[category]}</h3>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
              {voicePresets
                .filter((v) => v.category === category)
                .map((v) => (
                  <button
                    key={v.id}
                    type="button"
                    aria-pressed={selected === v.id}
                    onClick={() => onSelect(v.id)}
                    className={cn(
                      "flex items-center gap-2 rounded-lg border p-3 text-left text-sm focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none",
                      selected === v.id ? "border-primary bg-primary/15" : "border-border hover:border-primary/60",
                    )}
                  >
                    <span className="text-xl" aria-hidden>{v.emoji}</span>
                    <span className="flex-1 font-medium">{v.name}</span>
                    {v.premium ? (
                      <CrownIcon className="size-4 text-warning" role="img" aria-label="Premium" />
                    ) : (
                      <Badge variant="success">Free</Badge>
                    )}
                  </button>
                ))}
            </div>
          </div>
        ))}
      </section>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <section aria-labelledby="record-title" className="flex flex-col gap-3">
          <h2 id="record-title" className="text-lg font-semibold">Record Your Voice</h2>
          <p className="text-sm text-muted-foreground">Read a few sentences aloud; 10 seconds is enough for a clone.</p>
          <Recorder onRecorded={({ url, seconds }) => onCustomVoice({ name: "My Recorded Voice", source: `Recording, ${seconds} s`, url })} />
        </section>
        <section aria-labelledby="sample-title" className="flex flex-col gap-3">
          <h2 id="sample-title" className="text-lg font-semibold">Upload a Voice Sample</h2>
          <AudioUpload
            label="Upload Audio Sample"
            hint={`MP3, WAV, M4A (max ${VOICE_SAMPLE_MAX_MB}MB)`}
            maxMb={VOICE_SAMPLE_MAX_MB}
            onFile={setSample}
          />
          {sample ? (
            <div className="flex items-center justify-between gap-2 rounded-md border border-border p-3 text-sm">
              <span className="truncate">{sample.name}</span>
              <Button
                size="sm"
                onClick={() => {
                  onCustomVoice({ name: sample.name.replace(/\.[^.]+$/, ""), source: "Uploaded sample", url: URL.createObjectURL(sample) });
                  toast({ title: "Voice Added", description: `${sample.name} was added to your custom voices.` });
                  setSample(null);
                }}
              >
                Add to Custom Voices
              </Button>
            </div>
          ) : null}
        </section>
      </div>
    </div>
  );
}
