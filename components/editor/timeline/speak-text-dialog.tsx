"use client";

import { LoaderCircle, SpeechIcon } from "lucide-react";
import { useId, useRef, useState } from "react";

import { GenerationProblem } from "@/components/subscription/quota-notice";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { VOICE_TEXT_MAX } from "@/lib/ai/tools";
import type { MediaAsset } from "@/lib/editor/model/document";
import { formatClock } from "@/lib/editor/timeline/time";
import { placeSound } from "@/lib/editor/edits/voiceover-edits";
import { requestSpeech, SpeechRequestError } from "@/lib/speech-request";
import { toast } from "@/lib/toast";
import { QUOTA_EXCEEDED } from "@/lib/entitlements/messages";
import { DEMO_USER_ID } from "@/lib/account/user";
import { base64ToBytes } from "@/lib/ai/voice-lab";

import { useEditor } from "../editor-store";
import { keepLocalFiles } from "../use-local-media";
import { newId } from "../use-media";
import { PlayheadDialog, type PlayheadDialogProps } from "./playhead-dialog";

/** "Speech – The weather was warm.wav": the text's first words (no closing punctuation) name the file. */
export function speechName(text: string): string {
  const words = text
    .trim()
    .replace(/\s+/g, " ")
    .replace(/[\\/:*?"<>|]/g, "")
    .replace(/[.!?,;:…]+$/, "");
  const short = words.length > 32 ? `${words.slice(0, 32).trimEnd()}…` : words;
  return `Speech – ${short}.wav`;
}

/**
 * Speak text: the project's voice (the embedded Flite voice, or ElevenLabs when the server has its key) reads the
 * typed text, and the speech goes on the audio track at the playhead as a file kept in this browser (one undo
 * step). Counts as one AI generation, under the same sign-in and limits as Voice Lab.
 */
export function SpeakTextDialog({
  open,
  onOpenChange,
  returnFocus,
}: PlayheadDialogProps) {
  const { edit, clock, select, announce, settings } = useEditor();
  const id = useId();
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [quota, setQuota] = useState<string | null>(null);
  const [at] = useState(() => clock.time);
  const abortRef = useRef<AbortController | null>(null);
  const trimmed = text.trim();

  async function speak() {
    if (!trimmed || busy) return;
    setBusy(true);
    setError(null);
    setQuota(null);
    announce("Making speech…");
    const controller = new AbortController();
    abortRef.current = controller;
    try {
      const result = await requestSpeech(
        { userId: DEMO_USER_ID, textContent: trimmed, voiceProfile: settings.voice ?? "" },
        controller.signal,
      );
      const assetId = newId();
      const name = speechName(trimmed);
      const file = new File([base64ToBytes(result.audioBase64)], name, { type: result.mimeType });
      const asset: MediaAsset = {
        id: assetId,
        name,
        mime: result.mimeType,
        kind: "audio",
        duration: result.durationSeconds,
        size: file.size,
        source: "local",
        url: URL.createObjectURL(file),
        localId: assetId,
      };
      keepLocalFiles([{ localId: assetId, file, url: asset.url! }]);
      const itemId = newId();
      const changed = edit((d) => placeSound(d, { asset, itemId, at }));
      if (!changed) throw new SpeechRequestError("The speech could not be placed on the timeline.");
      select(itemId);
      announce(`Added ${name} at ${formatClock(at)}`);
      toast({ title: "Speech added", description: `${name} is on the audio track.` });
      onOpenChange(false);
    } catch (e) {
      if (controller.signal.aborted) return;
      const code = e instanceof SpeechRequestError ? e.code : undefined;
      const message = e instanceof SpeechRequestError ? e.message : "The voice service could not be reached. Please try again.";
      if (code === QUOTA_EXCEEDED) setQuota(message);
      else setError(`Speech not made: ${message}`);
      announce(`Speech not made: ${message}`);
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
      setBusy(false);
    }
  }

  return (
    <PlayheadDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) abortRef.current?.abort();
        onOpenChange(next);
      }}
      onCancel={() => onOpenChange(false)}
      testId="speak-text-dialog"
      title="Speak text"
      description={<>Speech from your text, on the audio track at {formatClock(at)}. Counts as one AI generation.</>}
      returnFocus={returnFocus}
      action={
        <Button type="submit" form={`${id}-form`} disabled={!trimmed || busy}>
          {busy ? <LoaderCircle className="animate-spin" aria-hidden /> : <SpeechIcon aria-hidden />}
          {busy ? "Speaking…" : "Speak"}
        </Button>
      }
    >
      <form
        id={`${id}-form`}
        className="flex flex-col gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void speak();
        }}
      >
        <label htmlFor={`${id}-text`} className="text-sm font-medium">
          Text to speak
        </label>
        <Textarea
          id={`${id}-text`}
          value={text}
          maxLength={VOICE_TEXT_MAX}
          rows={4}
          placeholder="Type what the voice should say"
          aria-describedby={`${id}-count`}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
              e.preventDefault();
              void speak();
            }
          }}
        />
        <p id={`${id}-count`} className="text-xs text-muted-foreground tabular-nums">
          {text.length}/{VOICE_TEXT_MAX} characters · Ctrl+Enter speaks
        </p>
        <GenerationProblem quota={quota} error={error} />
      </form>
    </PlayheadDialog>
  );
}
