"use client";

import { AudioLinesIcon, LanguagesIcon, MicIcon, MusicIcon, UserRoundIcon } from "lucide-react";
import * as React from "react";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

import { SoundFxTab } from "./sound-fx-tab";
import { TextToSpeechTab } from "./text-to-speech-tab";
import { TranslateTab } from "./translate-tab";
import { type CustomVoice, VoiceCloneTab } from "./voice-clone-tab";

/** The Voice Lab's five tabs. */
export function VoiceLab() {
  const [voice, setVoice] = React.useState("warm");
  const [custom, setCustom] = React.useState<CustomVoice[]>([]);
  const addCustom = (v: Omit<CustomVoice, "id">) => setCustom((prev) => [...prev, { ...v, id: crypto.randomUUID() }]);

  return (
    <Tabs defaultValue="clone">
      <TabsList aria-label="Voice Lab tools">
        <TabsTrigger value="clone"><MicIcon className="size-4" aria-hidden /> Voice Clone</TabsTrigger>
        <TabsTrigger value="tts"><AudioLinesIcon className="size-4" aria-hidden /> Text to Speech</TabsTrigger>
        <TabsTrigger value="translate"><LanguagesIcon className="size-4" aria-hidden /> Translate Audio</TabsTrigger>
        <TabsTrigger value="sfx"><MusicIcon className="size-4" aria-hidden /> Sound FX</TabsTrigger>
        <TabsTrigger value="custom"><UserRoundIcon className="size-4" aria-hidden /> Custom Voices</TabsTrigger>
      </TabsList>
      <div className="rounded-xl border border-border bg-card p-5">
        <TabsContent value="clone" forceMount className="data-[state=inactive]:hidden">
          <VoiceCloneTab selected={voice} onSelect={setVoice} onCustomVoice={addCustom} />
        </TabsContent>
        <TabsContent value="tts" forceMount className="data-[state=inactive]:hidden">
          <TextToSpeechTab voice={voice} onVoice={setVoice} />
        </TabsContent>
        <TabsContent value="translate">
          <TranslateTab />
        </TabsContent>
        <TabsContent value="sfx">
          <SoundFxTab />
        </TabsContent>
        <TabsContent value="custom">
          {custom.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              No custom voices yet. Record your voice or upload a sample in the Voice Clone tab.
            </p>
          ) : (
            <ul aria-label="Custom voices" className="flex flex-col gap-3">
              {custom.map((v) => (
                <li key={v.id} className="flex flex-col gap-2 rounded-lg border border-border p-3 sm:flex-row sm:items-center">
                  <div className="flex-1 text-sm">
                    <p className="font-medium">{v.name}</p>
                    <p className="text-muted-foreground">{v.source}</p>
                  </div>
                  <audio controls src={v.url} aria-label={`${v.name} sample`} className="sm:w-72" />
                </li>
              ))}
            </ul>
          )}
        </TabsContent>
      </div>
    </Tabs>
  );
}
