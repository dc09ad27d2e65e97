"use client";

import { DownloadIcon, FileUpIcon } from "lucide-react";
import { useRef } from "react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { type CaptionItem, itemEnd } from "@/lib/editor/model/document";
import { defaultTrackIds, setCaptionText, setItemTiming } from "@/lib/editor/edits/index";

import { CaptionStyleControls } from "./caption-style-controls";
import { useEditor } from "./editor-store";

function download(name: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function fileBase(title: string): string {
  return title.trim().toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "captions";
}

/** One cue: its words, start and end (seconds), each committed as one undo step. */
function CueRow({ cue, index }: { cue: CaptionItem; index: number }) {
  const { edit, announce } = useEditor();
  const start = Math.round(cue.start * 1000) / 1000;
  const end = Math.round(itemEnd(cue) * 1000) / 1000;

  function setTiming(nextStart: number, nextEnd: number, input: HTMLInputElement) {
    if (nextStart === start && nextEnd === end) return;
    if (!edit((d) => setItemTiming(d, { itemId: cue.id, start: nextStart, end: nextEnd }))) {
      input.value = String(nextStart !== start ? start : end);
      announce(`Cue ${index + 1}: times overlap another cue or are too short`);
    } else announce(`Cue ${index + 1} now ${nextStart}–${nextEnd} s`);
  }

  return (
    <li className="grid grid-cols-[1fr_5rem_5rem] items-center gap-2" data-testid="caption-cue">
      <Input
        key={`t-${cue.text}`}
        aria-label={`Cue ${index + 1} text`}
        defaultValue={cue.text}
        onBlur={(e) => {
          const text = e.currentTarget.value;
          if (text !== cue.text && edit((d) => setCaptionText(d, { itemId: cue.id, text }))) announce(`Cue ${index + 1} text changed`);
        }}
      />
      <Input
        key={`s-${start}`}
        aria-label={`Cue ${index + 1} start (seconds)`}
        type="number"
        step={0.1}
        min={0}
        defaultValue={start}
        onBlur={(e) => setTiming(Number(e.currentTarget.value), end, e.currentTarget)}
      />
      <Input
        key={`e-${end}`}
        aria-label={`Cue ${index + 1} end (seconds)`}
        type="number"
        step={0.1}
        min={0}
        defaultValue={end}
        onBlur={(e) => setTiming(start, Number(e.currentTarget.value), e.currentTarget)}
      />
    </li>
  );
}

/** The Captions track as an editable cue list, with import (.vtt/.srt) and download (.vtt/.srt). */
export function CaptionsPanel() {
  const { doc, settings, setCaptions } = useEditor();
  const fileRef = useRef<HTMLInputElement>(null);
  const track = doc.tracks.find((t) => t.id === defaultTrackIds.caption) ?? doc.tracks.find((t) => t.kind === "caption");
  const cues = (track?.items ?? []).filter((i): i is CaptionItem => i.kind === "caption");

  async function exportAs(format: "vtt" | "srt") {
    const { itemsToCues, toSrt, toVtt } = await import("@/lib/editor/captions/caption-files");
    const list = itemsToCues(cues);
    const text = format === "vtt" ? toVtt(list) : toSrt(list);
    download(`${fileBase(settings.title)}.${format}`, text, format === "vtt" ? "text/vtt" : "application/x-subrip");
  }

  return (
    <section aria-labelledby="captions-heading" className="rounded-xl border border-border bg-card p-3 sm:p-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="captions-heading" className="font-semibold">
          Captions
        </h2>
        <div className="flex flex-wrap gap-1">
          <input
            ref={fileRef}
            type="file"
            accept=".vtt,.srt,text/vtt"
            className="sr-only"
            tabIndex={-1}
            aria-label="Choose a captions file"
            onChange={async (e) => {
              const file = e.currentTarget.files?.[0];
              e.currentTarget.value = "";
              if (file) setCaptions(await file.text());
            }}
          />
          <Button variant="outline" size="sm" onClick={() => fileRef.current?.click()}>
            <FileUpIcon aria-hidden /> Import captions
          </Button>
          <Button variant="ghost" size="sm" disabled={cues.length === 0} onClick={() => void exportAs("vtt")}>
            <DownloadIcon aria-hidden /> Download .vtt
          </Button>
          <Button variant="ghost" size="sm" disabled={cues.length === 0} onClick={() => void exportAs("srt")}>
            <DownloadIcon aria-hidden /> Download .srt
          </Button>
        </div>
      </div>
      <CaptionStyleControls track={track} />
      {cues.length === 0 ? (
        <p className="text-sm text-muted-foreground">No captions yet. Import a .vtt or .srt file, select a clip and click Transcribe on the timeline, or run Auto Captions in AI Tools.</p>
      ) : (
        <ol className="flex max-h-64 flex-col gap-2 overflow-y-auto" aria-label="Captions on the timeline">
          {cues.map((cue, i) => (
            <CueRow key={cue.id} cue={cue} index={i} />
          ))}
        </ol>
      )}
    </section>
  );
}
