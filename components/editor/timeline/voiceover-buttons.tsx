"use client";

import { MicIcon, SpeechIcon } from "lucide-react";
import { useRef, useState } from "react";

import { Button } from "@/components/ui/button";
import { lazyComponent } from "@/components/ui/lazy-component";

// The recorder and the speech dialog load when first opened, so the editor's first load stays as it was.
const VoiceoverDialog = lazyComponent(() => import("./voiceover-dialog").then((m) => m.VoiceoverDialog), { ssr: false });
const SpeakTextDialog = lazyComponent(() => import("./speak-text-dialog").then((m) => m.SpeakTextDialog), { ssr: false });

/** The toolbar's sound makers (icons, so the toolbar stays one row): record a voiceover, speak typed text. */
export function VoiceoverButtons() {
  const [open, setOpen] = useState<"record" | "speak" | null>(null);
  const recordRef = useRef<HTMLButtonElement>(null);
  const speakRef = useRef<HTMLButtonElement>(null);
  const close = (next: boolean) => {
    if (!next) setOpen(null);
  };
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        ref={recordRef}
        aria-label="Record voiceover"
        title="Record voiceover: from the microphone onto the audio track at the playhead"
        aria-haspopup="dialog"
        onClick={() => setOpen("record")}
      >
        <MicIcon aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        ref={speakRef}
        aria-label="Speak text"
        title="Speak text: speech from typed text onto the audio track at the playhead"
        aria-haspopup="dialog"
        onClick={() => setOpen("speak")}
      >
        <SpeechIcon aria-hidden />
      </Button>
      {open === "record" ? <VoiceoverDialog open onOpenChange={close} returnFocus={recordRef} /> : null}
      {open === "speak" ? <SpeakTextDialog open onOpenChange={close} returnFocus={speakRef} /> : null}
    </>
  );
}
