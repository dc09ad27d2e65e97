"use client";

import { CheckIcon } from "lucide-react";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { editorCatalog } from "@/lib/catalog/editor";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";

import { useEditor } from "./editor-store";

/** Voice Cloning & Audio: pick a voice from six categories, preview it (speech synthesis) and apply it. */
export function VoiceDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { settings, dispatch } = useEditor();
  const categories = editorCatalog.voiceCategories;
  const [category, setCategory] = useState(categories[0].id);
  const [voice, setVoice] = useState<string | null>(settings.voice);

  function preview() {
    if (!voice) return;
    const name = voice.split(": ")[1] ?? voice;
    if (typeof window !== "undefined" && "speechSynthesis" in window) {
      window.speechSynthesis.cancel();
      window.speechSynthesis.speak(new SpeechSynthesisUtterance(`Hello, this is the ${name} voice for your video.`));
    }
    toast({ title: "Voice Preview", description: `Playing a sample of ${name}` });
  }

  function apply() {
    if (!voice) return;
    dispatch({ type: "applyVoice", voice });
    toast({ title: "Voice Clone Applied", description: `${voice} is now the voice of ${settings.title}` });
    onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Voice Cloning &amp; Audio</DialogTitle>
          <DialogDescription>Choose a voice for your project&apos;s narration.</DialogDescription>
        </DialogHeader>
        <Tabs value={category} onValueChange={setCategory}>
          <TabsList className="flex h-auto flex-wrap justify-start">
            {categories.map((c) => (
              <TabsTrigger key={c.id} value={c.id}>
                {c.name}
              </TabsTrigger>
            ))}
          </TabsList>
          {categories.map((c) => (
            <TabsContent key={c.id} value={c.id}>
              <ul className="grid gap-2 sm:grid-cols-3" aria-label={`${c.name} voices`}>
                {c.voices.map((v) => {
                  const id = `${c.name}: ${v}`;
                  const selected = voice === id;
                  return (
                    <li key={v}>
                      <button
                        type="button"
                        aria-pressed={selected}
                        onClick={() => setVoice(id)}
                        className={cn(
                          "flex w-full items-center justify-between gap-2 rounded-lg border p-3 text-left text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring",
                          selected ? "border-primary bg-primary/10" : "border-border hover:bg-accent",
                        )}
                      >
                        {v}
                        {selected ? <CheckIcon className="size-4 text-primary" aria-hidden /> : null}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </TabsContent>
          ))}
        </Tabs>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {voice ? `Selected: ${voice}` : "No voice selected yet."}
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={preview} disabled={!voice}>
            Preview
          </Button>
          <Button onClick={apply} disabled={!voice}>
            Apply Voice Clone
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
