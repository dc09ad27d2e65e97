"use client";

import { LanguagesIcon, Loader2Icon } from "lucide-react";
import * as React from "react";

import { Button } from "@/components/ui/button";
import { fieldClass } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { languages } from "@/lib/catalog/voices";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { sleep } from "@/lib/simulated-delay";
import { TRANSLATE_MS, TRANSLATION_MAX_MB } from "@/lib/ai/voice-lab";

import { AudioUpload } from "./audio-upload";

/** Translate Audio: an audio file and one of the ten languages; the result is simulated. */
export function TranslateTab() {
  const [file, setFile] = React.useState<{ name: string; url: string } | null>(null);
  const [language, setLanguage] = React.useState("es");
  const [busy, setBusy] = React.useState(false);
  const [done, setDone] = React.useState<string | null>(null);
  const name = languages.find((l) => l.code === language)?.name ?? language;

  const translate = async () => {
    setBusy(true);
    setDone(null);
    await sleep(TRANSLATE_MS);
    setBusy(false);
    setDone(name);
    toast({ title: "Translation Complete", description: `Your audio was translated to ${name}.` });
  };

  return (
    <div className="flex flex-col gap-4">
      <AudioUpload
        label="Upload Audio to Translate"
        hint={`MP3, WAV, M4A (max ${TRANSLATION_MAX_MB}MB)`}
        maxMb={TRANSLATION_MAX_MB}
        onFile={(f) => {
          if (file) URL.revokeObjectURL(file.url);
          setFile({ name: f.name, url: URL.createObjectURL(f) });
          setDone(null);
        }}
      />
      {file ? <p className="text-sm">Selected: <span className="font-medium">{file.name}</span></p> : null}
      <div className="flex flex-col gap-2 sm:max-w-xs">
        <Label htmlFor="translate-language">Target Language</Label>
        <select id="translate-language" className={cn(fieldClass, "h-9 bg-background")} value={language} onChange={(e) => setLanguage(e.target.value)}>
          {languages.map((l) => (
            <option key={l.code} value={l.code}>{l.name}</option>
          ))}
        </select>
      </div>
      <Button onClick={translate} disabled={busy || !file} className="self-start">
        {busy ? <Loader2Icon className="animate-spin" aria-hidden /> : <LanguagesIcon aria-hidden />}
        {busy ? "Translating..." : "Translate Audio"}
      </Button>
      {done && file ? (
        <div className="flex flex-col gap-2 rounded-lg bg-muted/50 p-4">
          <p className="text-sm font-semibold">Translated to {done}</p>
          <p className="text-xs text-muted-foreground">Preview of the translated track (demo: plays your original audio).</p>
          <audio controls src={file.url} aria-label={`Audio translated to ${done}`} className="w-full" />
        </div>
      ) : null}
    </div>
  );
}
