"use client";

import { PencilIcon, ScissorsIcon } from "lucide-react";
import type * as React from "react";
import { Fragment, useCallback, useMemo, useState, useSyncExternalStore } from "react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { setCaptionText } from "@/lib/editor/edits/index";
import { formatClock } from "@/lib/editor/timeline/time";
import { cutWords, type Sentence, sentenceAt, transcriptCues, transcriptSentences } from "@/lib/editor/captions/transcript";
import { cn } from "@/lib/utils";

import { newId, useEditor } from "./editor-store";

/** A selection of words: the word clicked first and the one the selection reaches (transcript indexes). */
interface Selection {
  anchor: number;
  focus: number;
}

/**
 * The transcript: the captions as running text, sentence by sentence with their times. A sentence's time moves the
 * playhead there, and the sentence being spoken is highlighted while the video plays. Click a word (Shift+click to
 * extend) or tick sentences, then Delete cuts what they were spoken in from the whole timeline. Editing a cue's text
 * corrects the caption only.
 */
export function TranscriptPanel() {
  const { doc, clock, edit, announce } = useEditor();
  const sentences = useMemo(() => transcriptSentences(doc), [doc]);
  // Re-rendered when the sentence being spoken changes, not at every step of the clock (a long take's transcript is
  // hundreds of words).
  const subscribe = useCallback((onChange: () => void) => clock.subscribe(onChange), [clock]);
  const current = useSyncExternalStore(
    subscribe,
    () => sentenceAt(sentences, clock.time),
    () => null,
  );
  const [selection, setSelection] = useState<Selection | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const from = selection ? Math.min(selection.anchor, selection.focus) : -1;
  const to = selection ? Math.max(selection.anchor, selection.focus) : -1;
  const selectedCount = selection ? to - from + 1 : 0;

  function cut() {
    if (!selection) return;
    const count = selectedCount;
    if (edit((d) => cutWords(d, { from, to, newId }))) {
      announce(`Cut ${count} ${count === 1 ? "word" : "words"} from the timeline`);
      setSelection(null);
    }
  }

  function selectWord(index: number, extend: boolean) {
    setSelection((s) => (extend && s ? { ...s, focus: index } : { anchor: index, focus: index }));
  }

  function toggleSentence(sentence: Sentence, checked: boolean) {
    const first = sentence.words[0].index;
    const last = sentence.words[sentence.words.length - 1].index;
    if (!checked) {
      setSelection(null);
      return;
    }
    // Ticking a second sentence extends the selection over the sentences between.
    setSelection((s) => (s ? { anchor: Math.min(s.anchor, s.focus, first), focus: Math.max(s.anchor, s.focus, last) } : { anchor: first, focus: last }));
  }

  function onKeyDown(e: React.KeyboardEvent) {
    const typing = e.target instanceof HTMLInputElement && e.target.type !== "checkbox";
    if ((e.key === "Delete" || e.key === "Backspace") && selection && !typing) {
      e.preventDefault();
      e.stopPropagation();
      cut();
    } else if (e.key === "Escape") setSelection(null);
  }

  return (
    <section aria-labelledby="transcript-heading" className="rounded-xl border border-border bg-card p-3 sm:p-4" data-testid="transcript-panel">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 id="transcript-heading" className="font-semibold">
          Transcript
        </h2>
        <Button variant="outline" size="sm" disabled={!selection} onClick={cut} title="Cut the selected words from the timeline (Delete)">
          <ScissorsIcon aria-hidden /> Cut selection{selectedCount > 0 ? ` (${selectedCount} ${selectedCount === 1 ? "word" : "words"})` : ""}
        </Button>
      </div>
      <p className="mb-3 text-xs text-muted-foreground">
        Click a sentence&apos;s time to go there. Select words (Shift+click extends) or tick sentences, then press Delete to cut them from the video, its
        sound and its captions. Editing the text corrects the caption only: the video and sound stay as they are.
      </p>
      {sentences.length === 0 ? (
        <p className="text-sm text-muted-foreground">No transcript yet. Transcribe a clip or the timeline, or import captions.</p>
      ) : (
        <ol className="flex max-h-80 flex-col gap-1 overflow-y-auto" aria-label="Transcript sentences" onKeyDown={onKeyDown}>
          {sentences.map((sentence, i) => {
            const first = sentence.words[0].index;
            const last = sentence.words[sentence.words.length - 1].index;
            const ticked = selection !== null && from <= first && to >= last;
            const playing = current?.id === sentence.id;
            return (
              <li
                key={sentence.id}
                aria-current={playing ? "true" : undefined}
                data-testid="transcript-sentence"
                className={cn("flex items-start gap-2 rounded-md px-2 py-1", playing && "bg-primary/15 ring-1 ring-primary/40")}
              >
                <input
                  type="checkbox"
                  className="mt-1.5 size-4 shrink-0 accent-primary"
                  aria-label={`Select sentence ${i + 1}`}
                  checked={ticked}
                  onChange={(e) => toggleSentence(sentence, e.currentTarget.checked)}
                />
                <button
                  type="button"
                  className="mt-0.5 shrink-0 rounded px-1 font-mono text-xs text-muted-foreground tabular-nums hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  aria-label={`Go to sentence ${i + 1} at ${formatClock(sentence.start)}`}
                  onClick={() => clock.seek(sentence.start)}
                >
                  {formatClock(sentence.start)}
                </button>
                {editing === sentence.cueId ? (
                  <CueTextEditor
                    cueId={sentence.cueId}
                    onDone={(text) => {
                      setEditing(null);
                      if (text !== null && edit((d) => setCaptionText(d, { itemId: sentence.cueId, text }))) announce("Caption text corrected");
                    }}
                  />
                ) : (
                  <p className="min-w-0 flex-1 leading-7">
                    {sentence.words.map((word) => {
                      const on = word.index >= from && word.index <= to;
                      return (
                        <Fragment key={word.index}>
                          <button
                            type="button"
                            aria-pressed={on}
                            className={cn(
                              "rounded px-0.5 hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
                              on && "bg-destructive/30 line-through decoration-destructive",
                            )}
                            onClick={(e) => selectWord(word.index, e.shiftKey)}
                          >
                            {word.text}
                          </button>{" "}
                        </Fragment>
                      );
                    })}
                  </p>
                )}
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-7 shrink-0"
                  aria-label={`Edit the text of sentence ${i + 1}'s caption`}
                  title="Correct the caption's text (the video is not changed)"
                  onClick={() => setEditing(sentence.cueId)}
                >
                  <PencilIcon aria-hidden />
                </Button>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

/** The cue's whole text in a field: Enter or leaving it saves, Escape keeps the old text. */
function CueTextEditor({ cueId, onDone }: { cueId: string; onDone: (text: string | null) => void }) {
  const { doc } = useEditor();
  const cue = transcriptCues(doc).find((c) => c.id === cueId);
  return (
    <Input
      autoFocus
      aria-label="Caption text (corrects the caption only)"
      className="h-8 flex-1"
      defaultValue={cue?.text ?? ""}
      onBlur={(e) => onDone(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === "Enter") e.currentTarget.blur();
        if (e.key === "Escape") onDone(null);
      }}
    />
  );
}
